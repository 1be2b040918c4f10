// Package realapps is jev's suite of real public web apps: TodoMVC
// implementations and API documentation viewers installed from the npm
// registry at test time, served on loopback and tested through jevtest.
package realapps
