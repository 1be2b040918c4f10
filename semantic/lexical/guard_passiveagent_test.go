package lexical

import (
	"testing"

	"github.com/jevtest/jev/semantic"
)

// TestPassiveAgentAsObject: the counted agent of a passive ("Followed by
// 3 of your friends") is the one who does the verb; a claim that puts it
// after the active verb ("I follow three friends") is never a pass. With
// the agent before the verb, or the passive kept, the sides agree.
func TestPassiveAgentAsObject(t *testing.T) {
	eng := New()
	for _, c := range []struct {
		actual, ctx, expected string
		want                  semantic.Status
	}{
		{"Followed by 3 of your friends", "Show", "I follow three friends", semantic.StatusInconclusive},
		{"Reviewed by 2 of your teammates", "Pull request", "I reviewed two teammates", semantic.StatusInconclusive},
		{"Liked by 12 people", "Photo", "I liked 12 people", semantic.StatusInconclusive},
		// The other truth: the agent keeps its role.
		{"Liked by 12 people", "Photo", "12 people liked the photo", semantic.StatusPassed},
		{"Reviewed by 2 of your teammates", "Pull request", "two teammates reviewed it", semantic.StatusPassed},
		{"Shared by 4 members", "Album", "it was shared by four members", semantic.StatusPassed},
	} {
		d := decideOne(t, eng, c.actual, c.ctx, c.expected)
		if got := semantic.Verdict(d, 0.8); got != c.want {
			t.Errorf("%q [%s] vs %q: %s %v, want %s", c.actual, c.ctx, c.expected, got, d.Probabilities, c.want)
		}
		if c.want != semantic.StatusPassed && semantic.Verdict(d, 0.5) == semantic.StatusPassed {
			t.Errorf("%q vs %q: passes at 0.5", c.actual, c.expected)
		}
	}
}
