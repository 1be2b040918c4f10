package jevhttp_test

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/jevtest/jev/semantic"
	"github.com/jevtest/jev/semantic/semantictest"
)

// Item 6: a 3xx from a decision service is a server error with its status
// code; the redirect is never followed, even with a valid answer behind it.
func TestRedirectIsServerError(t *testing.T) {
	d := okDecider()
	good := serve(t, d)
	for _, status := range []int{301, 302, 303, 307, 308} {
		t.Run(fmt.Sprint(status), func(t *testing.T) {
			redir := httptest.NewServer(http.RedirectHandler(good.URL+"/v1/decide", status))
			defer redir.Close()
			before := d.Calls()
			a, err := client(t, redir.URL).Decide(context.Background(), secretRequest())
			pe := checkFault(t, err, semantic.ClassServer, semantic.ErrServer)
			if pe.StatusCode != status || len(a.Decisions) != 0 || d.Calls() != before {
				t.Fatalf("status %d answer %+v; redirect target answered %d times", pe.StatusCode, a, d.Calls()-before)
			}
		})
	}
}

// Item 8: a model id that echoes the key or looks like a key is redacted,
// in the answer and in every decision.
func TestReportedModelIsRedacted(t *testing.T) {
	for name, model := range map[string]string{
		"configured key": "echo " + apiKey,
		"sk- key":        "sk-proj-AbCdEf0123456789AbCdEf0123456789",
		"base64ish":      "ZXhhbXBsZXRva2VuZXhhbXBsZXRva2VuMTIzNDU2Nzg5",
	} {
		t.Run(name, func(t *testing.T) {
			d := semantictest.New(semantictest.WithModel(model)).Always(semantictest.First(1))
			a, err := client(t, serve(t, d).URL).Decide(context.Background(), secretRequest())
			if err != nil {
				t.Fatal(err)
			}
			for _, got := range []string{a.Model, a.Decisions[0].Model} {
				if got == model || strings.Contains(got, apiKey) || !strings.Contains(got, "[redacted]") {
					t.Fatalf("model reported as %q", got)
				}
			}
		})
	}
}
