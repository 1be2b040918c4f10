// Package docsnippets holds only a test: every Go snippet of README.md and
// docs/*.md compiles in a module of its own, as a user's code would.
//
// The rule the test applies: a fenced block whose info string is exactly
// "go" is a complete Go file (package clause and imports) and must build and
// vet outside this module, against this repository through a replace
// directive. A block that is an API listing rather than a program is fenced
// "go fragment" and is not compiled. A "go" block without a package clause is
// an error, so a snippet cannot silently stop being checked.
package docsnippets
