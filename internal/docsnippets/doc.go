// Package docsnippets holds only a test: every Go snippet of README.md and
// docs/*.md, and the example folders a user copies (examples/ginkgo,
// examples/gotest, examples/flows), compile in a module of their own, as a
// user's code would.
//
// The rule the test applies: a fenced block whose info string is exactly
// "go" is a complete Go file (package clause and imports) and must build and
// vet outside this module, against this repository through a replace
// directive, offline (GOPROXY=off; the module cache that building this
// repository filled has every dependency). A block that is an API listing
// rather than a program is fenced "go fragment" and is not compiled. A "go"
// block without a package clause is an error, so a snippet cannot silently
// stop being checked. An example that imports an internal package of this
// module does not compile outside it, so the test also keeps examples on the
// public API.
package docsnippets
