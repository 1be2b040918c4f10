package junit

import (
	"bytes"
	"testing"
)

func TestWrite(t *testing.T) {
	s := Suite{Name: "pkg", Time: "1.500"}
	s.Add(Case{Name: "ok", Classname: "pkg", Time: "0", SystemOut: "fine"})
	s.Add(Case{Name: "bad", Classname: "pkg", Failure: &Problem{Message: "failed", Type: "failed", Body: "a < b"}})
	s.Add(Case{Name: "broken", Classname: "pkg", Error: &Problem{Message: "no verdict"}})
	s.Add(Case{Name: "later", Classname: "pkg", Skipped: &Skip{}})
	var b bytes.Buffer
	if err := Write(&b, Suites{Name: "jev", Tests: 99, Suites: []Suite{s}}); err != nil {
		t.Fatal(err)
	}
	want := `<?xml version="1.0" encoding="UTF-8"?>
<testsuites name="jev" tests="4" failures="1" errors="1" skipped="1">
  <testsuite name="pkg" tests="4" failures="1" errors="1" skipped="1" time="1.500">
    <testcase name="ok" classname="pkg" time="0">
      <system-out>fine</system-out>
    </testcase>
    <testcase name="bad" classname="pkg">
      <failure message="failed" type="failed">a &lt; b</failure>
    </testcase>
    <testcase name="broken" classname="pkg">
      <error message="no verdict"></error>
    </testcase>
    <testcase name="later" classname="pkg">
      <skipped></skipped>
    </testcase>
  </testsuite>
</testsuites>
`
	if b.String() != want {
		t.Fatalf("got\n%s\nwant\n%s", b.String(), want)
	}
}
