package lexical

import (
	"strings"
	"testing"

	"github.com/jevtest/jev/semantic"
)

// TestCountFactsBindEntries: in a list of counts, an entry that names no
// thing of its own counts a part of the first entry's things, and a count
// of one description with another number is a clear different, even though
// the expected number appears elsewhere on the page.
func TestCountFactsBindEntries(t *testing.T) {
	e := New()
	differ := []struct{ actual, expected string }{
		{"5 users · 2 suspended", "five users are suspended"},
		{"7 files, 3 shared", "seven shared files"},
		{"4 rooms · 12 beds", "twelve rooms"},
	}
	for _, c := range differ {
		d := decideOne(t, e, c.actual, "", c.expected)
		if d.Choice != semantic.ChoiceDifferent || d.Confidence() < 0.8 {
			t.Errorf("%q vs %q: %s %.2f, want different ≥ 0.8 (%v)", c.actual, c.expected, d.Choice, d.Confidence(), d.Probabilities)
		}
	}
	// The same counts read the other way agree: no conflict.
	agree := []struct{ actual, expected string }{
		{"5 users · 2 suspended", "two users are suspended"},
		{"7 files, 3 shared", "three shared files"},
		{"4 rooms · 12 beds", "four rooms"},
	}
	for _, c := range agree {
		a, x, ex := analyze(c.actual), analyze(""), analyze(c.expected)
		if r := compareAnalyses(&a, &x, &ex); r.conflict > 0 {
			t.Errorf("%q vs %q: conflict %v, want none", c.actual, c.expected, r.reasons)
		}
	}
}

// TestAntonymUnderContext: a WordNet antonym of the one expected word that
// neither the actual nor its context names is a clear different, and the
// same word is no conflict.
func TestAntonymUnderContext(t *testing.T) {
	e := New()
	for _, c := range []struct{ actual, context, expected string }{
		{"Dry", "Soil sensor", "the soil is wet"},
		{"Descending", "Sort order", "the sort order is ascending"},
		{"Asleep", "Baby", "the baby is awake"},
	} {
		d := decideOne(t, e, c.actual, c.context, c.expected)
		if d.Choice != semantic.ChoiceDifferent || d.Confidence() < 0.8 {
			t.Errorf("%q (%q) vs %q: %s %.2f, want different ≥ 0.8", c.actual, c.context, c.expected, d.Choice, d.Confidence())
		}
		same := decideOne(t, e, c.actual, c.context, "the "+c.context+" is "+c.actual)
		if same.Choice == semantic.ChoiceDifferent {
			t.Errorf("%q (%q) vs itself as a sentence: different", c.actual, c.context)
		}
	}
	// Under one negation an antonym agrees.
	for _, x := range [][3]string{{"100% uptime", "Status", "no downtime"}, {"Dry", "Soil sensor", "the soil is not wet"}} {
		a, c, ex := analyze(x[0]), analyze(x[1]), analyze(x[2])
		r := compareAnalyses(&a, &c, &ex)
		for _, why := range r.reasons {
			if strings.HasPrefix(why, "antonym") {
				t.Errorf("%q vs %q: %s, want no antonym conflict under one negation", x[0], x[2], why)
			}
		}
	}
}

// TestStateCountComplements: in a list headed by a total, a count of a
// binary state states the complement of the other state; the complement
// with another number, or the same number in the other state, is a clear
// different.
func TestStateCountComplements(t *testing.T) {
	e := New()
	for _, c := range []struct {
		actual, expected, want string
	}{
		{"9 sensors · 2 offline", "seven sensors online", semantic.ChoiceEquivalent},
		{"9 sensors · 2 offline", "seven sensors are offline", semantic.ChoiceDifferent},
		{"9 sensors · 2 offline", "two sensors online", semantic.ChoiceDifferent},
		{"10 doors, 3 unlocked", "seven doors are locked", semantic.ChoiceEquivalent},
		{"10 doors, 3 unlocked", "three doors are locked", semantic.ChoiceDifferent},
	} {
		d := decideOne(t, e, c.actual, "", c.expected)
		if d.Choice != c.want || d.Confidence() < 0.8 {
			t.Errorf("%q vs %q: %s %.2f, want %s ≥ 0.8 (%v)", c.actual, c.expected, d.Choice, d.Confidence(), c.want, d.Probabilities)
		}
	}
}

// TestTotalFramesItsCount: the total of "N of M" is the frame of the
// count: an expectation that states the count (or the ordinal) is met, and
// another count is not.
func TestTotalFramesItsCount(t *testing.T) {
	e := New()
	for _, c := range []struct{ actual, expected, want string }{
		{"Step 3 of 7", "the third step", semantic.ChoiceEquivalent},
		{"Page 2 of 9", "page two", semantic.ChoiceEquivalent},
		{"Step 3 of 7", "the fourth step", semantic.ChoiceDifferent},
	} {
		d := decideOne(t, e, c.actual, "", c.expected)
		if c.want == semantic.ChoiceDifferent {
			if d.Choice == semantic.ChoiceEquivalent {
				t.Errorf("%q vs %q: equivalent %.2f", c.actual, c.expected, d.Confidence())
			}
			continue
		}
		if d.Choice != c.want || d.Confidence() < 0.8 {
			t.Errorf("%q vs %q: %s %.2f, want %s ≥ 0.8", c.actual, c.expected, d.Choice, d.Confidence(), c.want)
		}
	}
}

// TestAgentSwapAcrossSlots: the subject of one side sitting in another
// slot of the other side, whose subject the first side names, is a swap
// of roles: a clear different. The same roles in other words are not.
func TestAgentSwapAcrossSlots(t *testing.T) {
	e := New()
	for _, c := range [][2]string{
		{"Lena sent a file to Omar", "Omar sent a file to Lena"},
		{"Sam shared an album with you", "you shared an album with Sam"},
		{"You sent $20 to Kim", "Kim sent you 20 dollars"},
	} {
		d := decideOne(t, e, c[0], "", c[1])
		if d.Choice != semantic.ChoiceDifferent || d.Confidence() < 0.8 {
			t.Errorf("%q vs %q: %s %.2f, want different ≥ 0.8", c[0], c[1], d.Choice, d.Confidence())
		}
	}
	for _, c := range [][2]string{
		{"Lena sent a file to Omar", "Lena sent a file to Omar today"},
		{"Sam shared an album with you", "Sam shared an album"},
	} {
		a, ex := analyze(c[0]), analyze(c[1])
		if agentSwap(&ex, &a) || agentSwap(&a, &ex) {
			t.Errorf("%q vs %q: agent swap, want none", c[0], c[1])
		}
	}
}

// TestBetweenIsARange: "between X and Y" binds from X to Y, so it meets a
// dash range and its reverse is a swap.
func TestBetweenIsARange(t *testing.T) {
	ex := analyze("between 40 and 60 guests")
	if !fills(ex.claims, "from", "#40") || !fills(ex.claims, "to", "#60") {
		t.Fatalf("claims %v, want from #40 to #60", ex.claims)
	}
	e := New()
	if d := decideOne(t, e, "Capacity 40–60 guests", "", "capacity between 40 and 60 guests"); d.Choice != semantic.ChoiceEquivalent || d.Confidence() < 0.8 {
		t.Errorf("range vs between: %s %.2f, want equivalent ≥ 0.8", d.Choice, d.Confidence())
	}
	if d := decideOne(t, e, "From 40 to 60 guests", "", "between 60 and 40 guests"); d.Choice == semantic.ChoiceEquivalent {
		t.Errorf("reversed range: equivalent %.2f", d.Confidence())
	}
}

// TestOtherListEntries: an expectation that states one entry of a list of
// counts exactly is met; the list's other entries are other facts. With a
// negation or another number it is not.
func TestOtherListEntries(t *testing.T) {
	e := New()
	for _, c := range []struct{ actual, expected string }{
		{"8 folders, 3 shared", "three folders shared"},
		{"2 cats · 5 dogs", "five dogs"},
	} {
		d := decideOne(t, e, c.actual, "", c.expected)
		if d.Choice != semantic.ChoiceEquivalent || d.Confidence() < 0.8 {
			t.Errorf("%q vs %q: %s %.2f, want equivalent ≥ 0.8", c.actual, c.expected, d.Choice, d.Confidence())
		}
	}
	for _, c := range []struct{ actual, expected string }{
		{"2 cats · 5 dogs", "two dogs"},
		{"2 cats · 5 dogs", "five dogs, no cats"},
	} {
		a, ex := analyze(c.actual), analyze(c.expected)
		if otherEntries(&a, &ex) != nil {
			t.Errorf("%q vs %q: other entries skipped, want none", c.actual, c.expected)
		}
	}
}

// TestOtherListEntriesNegatedAndContext: a negative outcome word or a
// count's state role may carry the expected clause's negation, and the
// context may name what the list counts (claims_counts.go
// otherEntriesIn).
func TestOtherListEntriesNegatedAndContext(t *testing.T) {
	e := New()
	cases := []struct {
		actual, context, expected string
		want                      semantic.Status
	}{
		{"5 loans · 2 overdue", "", "two overdue loans", semantic.StatusPassed},
		{"9 sensors · 2 offline", "", "two sensors are offline", semantic.StatusPassed},
		{"40 passed, 3 failed, 2 flaky", "Tests", "two tests were flaky", semantic.StatusPassed},
		// Near misses: another number, another state, another description.
		{"5 loans · 2 overdue", "", "three overdue loans", semantic.StatusFailed},
		{"9 sensors · 2 offline", "", "two sensors are online", semantic.StatusFailed}, // 7 online
		{"5 loans · 2 paid", "", "two overdue loans", semantic.StatusFailed},           // paid is not overdue
		{"40 passed, 3 failed, 2 flaky", "Tests", "two builds were flaky", semantic.StatusInconclusive},
	}
	for _, c := range cases {
		d := decideOne(t, e, c.actual, c.context, c.expected)
		if st := semantic.Verdict(d, 0.8); st != c.want {
			t.Errorf("%q [%s] vs %q: %s (%s %.3f), want %s", c.actual, c.context, c.expected, st, d.Choice, d.Confidence(), c.want)
		}
	}
}
