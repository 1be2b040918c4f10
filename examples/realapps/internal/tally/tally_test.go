package tally

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func describe(app, verdict, bound string, claim bool) Record {
	return Record{App: app, Split: "dev", Kind: KindDescribe, Verdict: verdict, Bound: bound, Claim: claim, Description: "the number of items left"}
}

func TestJudgementsOfADescribeCheck(t *testing.T) {
	for _, c := range []struct {
		r                     Record
		falsePass, falseFail  bool
		decided, decidedRight bool
	}{
		{describe("a", "passed", BoundRight, true), false, false, true, true},
		{describe("a", "passed", BoundRight, false), true, false, true, false},
		{describe("a", "passed", BoundWrong, true), true, false, true, false},
		{describe("a", "failed", BoundRight, false), false, false, true, true},
		{describe("a", "failed", BoundRight, true), false, true, true, false},
		{describe("a", "failed", BoundWrong, false), false, false, true, false},
		{describe("a", "inconclusive", BoundRight, true), false, false, false, false},
		{describe("a", "error", Unbound, true), false, false, false, false},
	} {
		r := c.r
		if r.FalsePass() != c.falsePass || r.FalseFail() != c.falseFail || r.Decided() != c.decided || r.DecidedRight() != c.decidedRight {
			t.Errorf("%s bound %s claim %v: falsePass %v falseFail %v decided %v right %v", r.Verdict, r.Bound, r.Claim,
				r.FalsePass(), r.FalseFail(), r.Decided(), r.DecidedRight())
		}
	}
}

func TestRowsCountPerAppAndPerSplit(t *testing.T) {
	var tl Tally
	tl.Add(describe("b", "passed", BoundRight, true))
	tl.Add(describe("b", "error", Unbound, true))
	tl.Add(Record{App: "b", Split: "dev", Kind: KindLocate, Outcome: LocateRight})
	tl.Add(Record{App: "b", Split: "dev", Kind: KindLocate, Outcome: LocateMissed})
	tl.Add(Record{App: "h", Split: "heldout", Kind: KindLocate, Outcome: LocateWrong})
	tl.Add(describe("a", "passed", BoundWrong, true))
	tl.Add(Record{App: "p", Split: SplitProbe, Kind: KindLocate, Outcome: LocateRight})
	rows := tl.Rows()
	want := []Row{
		{App: "a", Split: "dev", Descriptions: 1, BoundWrong: 1, Decided: 1, FalsePasses: 1},
		{App: "b", Split: "dev", Descriptions: 2, BoundRight: 1, Unbound: 1, Errors: 1, Decided: 1, DecidedRight: 1, Locates: 2, LocateRight: 1, LocateMissed: 1},
		{App: "h", Split: "heldout", Locates: 1, LocateWrong: 1},
		{App: "p", Split: SplitProbe, Locates: 1, LocateRight: 1},
		{App: "all dev", Split: "dev", Descriptions: 3, BoundRight: 1, BoundWrong: 1, Unbound: 1, Errors: 1, Decided: 2, DecidedRight: 1, FalsePasses: 1, Locates: 2, LocateRight: 1, LocateMissed: 1},
		{App: "all heldout", Split: "heldout", Locates: 1, LocateWrong: 1},
		{App: "all probe", Split: SplitProbe, Locates: 1, LocateRight: 1},
	}
	if len(rows) != len(want) {
		t.Fatalf("rows %+v", rows)
	}
	for i := range want {
		if rows[i] != want[i] {
			t.Errorf("row %d = %+v, want %+v", i, rows[i], want[i])
		}
	}
}

func TestWriteProducesJSONAndMarkdown(t *testing.T) {
	var tl Tally
	tl.Add(Record{App: "x", Split: "dev", Kind: KindLocate, Outcome: LocateMissed, Description: "the a|b button", Detail: "no target"})
	tl.Add(Record{App: "x", Split: "dev", Kind: KindLocate, Outcome: LocateRight, Description: "the right one"})
	dir := t.TempDir()
	if err := tl.Write(dir, "lexical"); err != nil {
		t.Fatal(err)
	}
	b, err := os.ReadFile(filepath.Join(dir, "realapps.json"))
	if err != nil {
		t.Fatal(err)
	}
	var rep Report
	if err := json.Unmarshal(b, &rep); err != nil || rep.Engine != "lexical" || len(rep.Records) != 2 || rep.Rows[0].LocateMissed != 1 {
		t.Fatalf("report %+v, %v", rep, err)
	}
	md, err := os.ReadFile(filepath.Join(dir, "realapps.md"))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(md), `the a\|b button`) || strings.Contains(string(md), "the right one") {
		t.Errorf("markdown lists the miss escaped and not the right locate:\n%s", md)
	}
}
