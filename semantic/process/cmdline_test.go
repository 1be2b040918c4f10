package process_test

import (
	"reflect"
	"strings"
	"testing"

	"github.com/jevtest/jev/semantic/process"
)

func TestSplitCommandLine(t *testing.T) {
	cases := map[string][]string{
		`adapter`:                         {"adapter"},
		`  ./a  -x   1 `:                  {"./a", "-x", "1"},
		`a 'b c' "d \"e\" \\f" g\ h`:      {"a", "b c", `d "e" \f`, "g h"},
		`a '' ""`:                         {"a", "", ""},
		`a 'it"s' "it's"`:                 {"a", `it"s`, "it's"},
		`python3 -m my.adapter --model=x`: {"python3", "-m", "my.adapter", "--model=x"},
		`a b"c d"e`:                       {"a", "bc de"},
	}
	for in, want := range cases {
		got, err := process.SplitCommandLine(in)
		if err != nil || !reflect.DeepEqual(got, want) {
			t.Fatalf("SplitCommandLine(%q) = %q, %v; want %q", in, got, err, want)
		}
	}
	for in, want := range map[string]string{
		``:       "empty command line",
		`   `:    "empty command line",
		`a 'b`:   "unterminated single quote",
		`a "b`:   "unterminated double quote",
		`a b\`:   "ends with a backslash",
		`a "b\"`: "unterminated double quote",
	} {
		_, err := process.SplitCommandLine(in)
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Fatalf("SplitCommandLine(%q) error = %v, want %q", in, err, want)
		}
	}
}
