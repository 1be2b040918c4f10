package lexical

import (
	"testing"

	"github.com/jevtest/jev/semantic"
)

// TestConverseVerbs: the two verbs of one transfer with the same giver and
// taker are equivalent; with the participants swapped they are a confident
// different; where one side leaves a participant out nothing passes.
func TestConverseVerbs(t *testing.T) {
	eng := New()
	for _, c := range []struct {
		actual, expected string
		want             semantic.Status
	}{
		{"Ana sold the bike to Ben", "Ben bought the bike from Ana", semantic.StatusPassed},
		{"Tom gave you 3 credits", "you got 3 credits from Tom", semantic.StatusPassed},
		{"Ana sold the bike to Ben", "Ana bought the bike from Ben", semantic.StatusFailed},
		{"You sent $50 to Ana", "You received 50 dollars from Ana", semantic.StatusFailed},
		{"Tom gave you 3 credits", "Tom got 3 credits from you", semantic.StatusFailed},
		{"Shared with you by Ana", "You shared this list with Ana", semantic.StatusFailed},
		{"Omar lent the book to Mia", "Omar borrowed the book from Mia", semantic.StatusFailed},
		// A role label names the agent; the requester is someone else.
		{"Requested by Dana Kim · Approver: Leo Park", "Dana Kim approves the request", semantic.StatusFailed},
		{"Omar lent the book to Mia", "Mia borrowed the book from Omar", semantic.StatusPassed},
		// Authorship: "by" names who made the work.
		{"Photo by Lena", "Lena took the photo", semantic.StatusPassed},
		{"Lena took the photo", "Photo by Lena", semantic.StatusPassed},
		{"Post by Omar", "Omar wrote the post", semantic.StatusPassed},
		{"Photo by Lena", "Ana took the photo", semantic.StatusInconclusive},
		{"Photo by Lena", "Lena took the book", semantic.StatusInconclusive},
		// Header labels: "From:" and "To:" bind the names after them.
		{"From: Ana · To: Ben", "Ben wrote to Ana", semantic.StatusFailed},
		// One participant stated: it still has a side of the transfer.
		{"Transferred ownership to Kai", "Kai transferred ownership to you", semantic.StatusFailed},
		{"Transferred ownership to Kai", "you transferred ownership to Kai", semantic.StatusPassed},
		{"You sent $50", "You received $50", semantic.StatusFailed},
		{"Shipped to Carla Diaz by Nordic Goods", "Carla Diaz sent the parcel", semantic.StatusFailed},
		// A status label names the thing sent, not its sender.
		{"Friend request sent", "you sent a friend request", semantic.StatusPassed},
		// Shipping places the participants but is no receipt.
		{"Shipped to you", "you received the parcel", semantic.StatusInconclusive},
		// A taker label: "Assignee: X" is "assigned to X".
		{"Assignee: Maria", "assigned to Maria", semantic.StatusPassed},
		{"Assignee: Maria", "assigned to Tom", semantic.StatusInconclusive},
		{"Assignee: Maria", "Maria assigned the task", semantic.StatusInconclusive},
		// Outcome verbs: the same winner and loser said by either side.
		{"Lakers lost to Celtics", "Celtics beat the Lakers", semantic.StatusPassed},
		{"Lakers lost to Celtics", "Lakers beat the Celtics", semantic.StatusFailed},
		{"Lakers lost to Celtics", "Lakers won against the Celtics", semantic.StatusFailed},
		// Unclear: the taker is not stated on the actual side.
		{"Ana sold the bike", "Ben bought the bike from Ana", semantic.StatusInconclusive},
	} {
		d := decideOne(t, eng, c.actual, "", c.expected)
		if st := semantic.Verdict(d, 0.8); st != c.want {
			t.Errorf("%q vs %q: %s %v, want %s", c.actual, c.expected, st, d.Probabilities, c.want)
		}
		if st := semantic.Verdict(d, 0.5); c.want != semantic.StatusPassed && st == semantic.StatusPassed {
			t.Errorf("%q vs %q: passed at 0.5 %v", c.actual, c.expected, d.Probabilities)
		}
	}
}

// TestConverseClaims: the frame claims of each verb form.
func TestConverseClaims(t *testing.T) {
	for _, c := range []struct{ text, giver, taker string }{
		{"You sent $50 to Ana", "p:2", "w:ana"},
		{"Ana received 50 dollars from you", "p:2", "w:ana"},
		{"Ana sent you $5", "w:ana", "p:2"},
		{"Shared with you by Ana", "w:ana", "p:2"},
	} {
		x := analyze(c.text)
		var frame string
		for _, cl := range x.claims {
			if conversePart(cl.slot) && cl.slot[0] == 's' {
				frame = cl.slot[len("subj:"):]
			}
		}
		if frame == "" || !fills(x.claims, "subj:"+frame, c.giver) || !fills(x.claims, "obj:"+frame, c.taker) {
			t.Errorf("%q: claims %v, want giver %s taker %s", c.text, x.claims, c.giver, c.taker)
		}
	}
	// A passive without its agent states no giver.
	if x := analyze("you were sent $5"); fillers(x.claims, "subj:~send") != nil {
		t.Errorf("passive without agent: %v", x.claims)
	}
}
