package main

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
)

// Issue 15 item 7: `jev assert --property value` on a password field is
// refused (exit 1, the refusal on stderr) and the password appears on
// neither stdout nor stderr.
func TestAssertPropertyValueOnPasswordIsRefused(t *testing.T) {
	localEnv(t)
	const secret = "hunter2-CLI-SECRET"
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		fmt.Fprint(w, `<!doctype html><title>Login</title><label>Password <input id=pw type=password value="`+secret+`"></label>`)
	}))
	defer srv.Close()
	for _, args := range [][]string{
		{"assert", "--url", srv.URL + "/", "--selector", "#pw", "--property", "value", "--expected", secret},
		{"compare", "--url", srv.URL + "/", "--selector", "#pw", "--property", "attribute", "--attribute", "value", "--expected", "guess", "--json"},
	} {
		code, out, errOut := jev(t, args...)
		if code != 1 || out != "" || !strings.Contains(errOut, "password or one-time code") {
			t.Errorf("%s: exit %d stdout %q stderr %q", args[0], code, out, errOut)
		}
		if strings.Contains(errOut+out, "CLI-SECRET") {
			t.Errorf("stderr leaks the password: %s", errOut)
		}
	}
}
