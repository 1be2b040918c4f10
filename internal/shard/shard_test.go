package shard

import (
	"errors"
	"strings"
	"testing"
)

func TestParse(t *testing.T) {
	for s, want := range map[string][2]int{"1/1": {1, 1}, "2/3": {2, 3}, "2/5": {2, 5}, " 3/3 ": {3, 3}} {
		if i, n, err := Parse(s); err != nil || i != want[0] || n != want[1] {
			t.Errorf("Parse(%q) = %d, %d, %v", s, i, n, err)
		}
	}
	for _, bad := range []string{"", "1", "0/1", "0/3", "4/3", "2/1", "1/0", "a/b", "two", "1/2/3", "-1/2"} {
		_, _, err := Parse(bad)
		var se *Error
		if !errors.As(err, &se) || se.Value != bad || err.Error() != `shard "`+bad+`" is not i/n with 1 ≤ i ≤ n` {
			t.Errorf("Parse(%q) = %v; want a *shard.Error naming the value", bad, err)
		}
	}
}

func TestPaths(t *testing.T) {
	all := []string{"e", "a", "d", "c", "b"}
	var got []string
	for i := 1; i <= 3; i++ {
		got = append(got, strings.Join(Paths(all, i, 3), ""))
	}
	if strings.Join(got, "|") != "a|bc|de" {
		t.Fatalf("shards %v", got)
	}
	if strings.Join(all, "") != "eadcb" {
		t.Fatalf("Paths reordered its input: %v", all)
	}
	if got := Paths(nil, 2, 2); len(got) != 0 {
		t.Fatalf("Paths(nil) = %v", got)
	}
}
