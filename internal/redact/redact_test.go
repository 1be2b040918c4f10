package redact

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"
)

func TestURL(t *testing.T) {
	for in, want := range map[string]string{
		"http://ada:s3cret@127.0.0.1:8080/plan":              "http://127.0.0.1:8080/plan",
		"http://ada@127.0.0.1/plan":                          "http://127.0.0.1/plan",
		"http://127.0.0.1/reset?token=abc123&step=2":         "http://127.0.0.1/reset?token=***&step=2",
		"http://127.0.0.1/login?password=pw&user=ada":        "http://127.0.0.1/login?password=***&user=ada",
		"http://127.0.0.1/x?api_key=K1&API%5FKEY=K2&q=a%20b": "http://127.0.0.1/x?api_key=***&API%5FKEY=***&q=a%20b",
		"http://127.0.0.1/cb#access_token=T0K&state=1":       "http://127.0.0.1/cb#access_token=***&state=1",
		"http://127.0.0.1/oauth?code=C0DE&scope=read":        "http://127.0.0.1/oauth?code=***&scope=read",
		"http://127.0.0.1/plan?tab=billing#invoices":         "http://127.0.0.1/plan?tab=billing#invoices",
		"about:blank": "about:blank",
		"":            "",
	} {
		if got := URL(in); got != want {
			t.Errorf("URL(%q) = %q, want %q", in, got, want)
		}
	}
}

// A driver's error quotes the address several times, once with a trailing
// full stop; every copy is redacted, the rest of the text is kept.
func TestText(t *testing.T) {
	in := `Frame.Goto http://bob:S3cretPass@127.0.0.1:1/?api_key=KEY123SECRET: playwright: net::ERR_UNSAFE_PORT at http://bob:S3cretPass@127.0.0.1:1/?api_key=KEY123SECRET.`
	got := Text(in)
	want := `Frame.Goto http://127.0.0.1:1/?api_key=***: playwright: net::ERR_UNSAFE_PORT at http://127.0.0.1:1/?api_key=***.`
	if got != want {
		t.Fatalf("Text =\n%s\nwant\n%s", got, want)
	}
	bad := "open http://u:pw@[::1/?token=X y"
	if got := Text(bad); strings.Contains(got, "pw") || strings.Contains(got, "=X") {
		t.Fatalf("Text(%q) = %q: the credential survives an address that does not parse", bad, got)
	}
	if got := Text("no address here: 3 items"); got != "no address here: 3 items" {
		t.Fatalf("Text changed plain text: %q", got)
	}
}

// Error redacts the message and keeps the chain.
func TestError(t *testing.T) {
	base := context.DeadlineExceeded
	err := Error(fmt.Errorf("open http://u:pw@h/?token=T: %w", base))
	if !errors.Is(err, base) || err.Error() != "open http://h/?token=***: context deadline exceeded" {
		t.Fatalf("Error = %v (is deadline: %v)", err, errors.Is(err, base))
	}
	if Error(nil) != nil || Error(base) != base {
		t.Fatal("Error changed an error without an address")
	}
}
