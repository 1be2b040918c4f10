package lexical

import (
	"testing"

	"github.com/jevtest/jev/semantic"
)

// verdictCase is one comparison and the verdict it must get at 0.8; a
// case that must not pass must not pass at 0.5 either.
type verdictCase struct {
	actual, ctx, expected string
	want                  semantic.Status
}

func checkVerdicts(t *testing.T, cases []verdictCase) {
	t.Helper()
	eng := New(WithClock(corpus4Clock))
	for _, c := range cases {
		d := decideOne(t, eng, c.actual, c.ctx, c.expected)
		if got := semantic.Verdict(d, 0.8); got != c.want {
			t.Errorf("%q [%s] vs %q: %s %v, want %s", c.actual, c.ctx, c.expected, got, d.Probabilities, c.want)
		}
		if c.want != semantic.StatusPassed && semantic.Verdict(d, 0.5) == semantic.StatusPassed {
			t.Errorf("%q [%s] vs %q: passes at 0.5 %v", c.actual, c.ctx, c.expected, d.Probabilities)
		}
	}
}

// TestToDoInfinitive: "N still to <verb>" counts what the verb does not
// hold yet, so it is the complement of "M of T <verb>ed" (counts_todo.go).
func TestToDoInfinitive(t *testing.T) {
	checkVerdicts(t, []verdictCase{
		{"3 of 5 clauses reviewed", "", "3 clauses still to review", semantic.StatusFailed},
		{"3 of 5 clauses reviewed", "", "2 clauses still to review", semantic.StatusPassed},
		{"4 of 6 forms signed", "", "2 forms left to sign", semantic.StatusPassed},
		{"4 of 6 forms signed", "", "4 forms left to sign", semantic.StatusFailed},
		{"8 of 10 applicants screened", "", "8 applicants yet to screen", semantic.StatusFailed},
	})
}

// TestLetterConflict: a noun before a capital letter names an item; the
// claim naming it by another letter names another item (guard_letters.go).
func TestLetterConflict(t *testing.T) {
	checkVerdicts(t, []verdictCase{
		{"Permit: Residential Zone C · exp. 03/2027", "", "a zone B residential permit", semantic.StatusFailed},
		{"Boarding · Terminal B · Gate 12", "", "boarding at terminal C, gate 12", semantic.StatusFailed},
	})
	for _, c := range []struct{ actual, expected, want string }{
		{"Residential Zone C", "zone B permit", "zon"},
		{"Residential Zone C", "zone C permit", ""},
		{"Grade: B+", "grade A", ""},              // a label's value, not an item's name
		{"Plan A · $10/mo", "a plan a month", ""}, // a lower-case article
		{"John F. Kennedy Airport", "Kennedy A", ""},
		{"Zone C", "not B", ""},
	} {
		if got := letterConflict(c.actual, "", c.expected); got != c.want {
			t.Errorf("letterConflict(%q, %q) = %q, want %q", c.actual, c.expected, got, c.want)
		}
	}
}

// TestTenseAux: the tense of a verb the lexicon does not know is read
// from its auxiliaries (guard_tense.go).
func TestTenseAux(t *testing.T) {
	checkVerdicts(t, []verdictCase{
		{"Your car was towed", "", "your car will be towed", semantic.StatusFailed},
		{"Your car will be towed", "", "your car was towed", semantic.StatusFailed},
		{"Your car will be towed", "", "the car will be towed", semantic.StatusPassed},
	})
	for _, c := range []struct{ actual, expected, want string }{
		{"Your car was towed", "your car will be towed", "tow"},
		{"Car towed", "they are going to tow the car", "tow"},
		{"Renewed Nov 1 · Renews Dec 1", "it will renew on December 1", ""},
		{"Scheduled to be towed", "your car will be towed", ""},
	} {
		if got := tenseAuxConflict(itemsOf(c.actual), itemsOf(c.expected)); got != c.want {
			t.Errorf("tenseAuxConflict(%q, %q) = %q, want %q", c.actual, c.expected, got, c.want)
		}
	}
}

// TestAutomaticRule: an "auto" compound is a rule, not an act that
// happened (guard_auto.go).
func TestAutomaticRule(t *testing.T) {
	checkVerdicts(t, []verdictCase{
		{"Card balance $4.20 · Auto-reload at $5", "", "$5 was reloaded", semantic.StatusInconclusive},
		{"Auto-reload $20 when balance is below $5", "", "$20 was reloaded", semantic.StatusInconclusive},
	})
	for _, c := range []struct {
		actual, expected string
		want             bool
	}{
		{"Auto-reload at $5", "$5 was reloaded", true},
		{"Autorenew: On", "the plan renewed", true},
		{"Auto-renews Jan 5", "the plan renewed on January 5", true},
		{"Auto-reloaded $5 on Nov 3", "$5 was reloaded", false}, // the page states the act
		{"Automatic payments: On", "the payment was made", false},
	} {
		if got := automaticOnly(itemsOf(c.actual), itemsOf(c.expected)); got != c.want {
			t.Errorf("automaticOnly(%q, %q) = %v, want %v", c.actual, c.expected, got, c.want)
		}
	}
}

// TestPastOfProgressive: "processed" is not "processing" (pending), though
// both share a stem (guard_progressive.go).
func TestPastOfProgressive(t *testing.T) {
	checkVerdicts(t, []verdictCase{
		{"Refund pending · $3.00", "", "a $3 refund was processed", semantic.StatusInconclusive},
		{"Payment processing", "", "the payment was processed", semantic.StatusInconclusive},
	})
	for _, c := range []struct {
		actual, expected string
		want             bool
	}{
		{"Refund pending", "the refund was processed", true},
		{"Refund processed", "the refund was processed", false},
		{"Refund pending", "the refund is processing", false},
	} {
		a, e := analyze(c.actual), analyze(c.expected)
		if got := pastOfProgressive(&a, &e, itemsOf(c.actual), itemsOf(c.expected)); got != c.want {
			t.Errorf("pastOfProgressive(%q, %q) = %v, want %v", c.actual, c.expected, got, c.want)
		}
	}
}

// TestGerundImperative: "Start parking" is a call to action, not the
// statement that parking started (guard_gerund.go); the control is shown
// because the action is still to take, so the claim fails (decide_offer.go).
func TestGerundImperative(t *testing.T) {
	checkVerdicts(t, []verdictCase{
		{"Start parking", "Zone 214", "parking has started", semantic.StatusFailed},
		{"Stop sharing location", "", "location sharing was stopped", semantic.StatusFailed},
	})
	if got := imperatives(itemsOf("Order shipping soon")); len(got) != 0 {
		t.Errorf("imperatives(Order shipping soon) = %v, want none", got)
	}
	if got := imperatives(itemsOf("Start parking")); len(got) != 1 || got[0] != "start" {
		t.Errorf("imperatives(Start parking) = %v, want [start]", got)
	}
}

// TestPlusFloor: a number with a glued plus is a floor, a fact that
// states the floors it implies (guard_readings.go).
func TestPlusFloor(t *testing.T) {
	checkVerdicts(t, []verdictCase{
		{"Calls to 200+ countries", "International", "calls to more than 200 countries", semantic.StatusInconclusive},
		{"2,300+ ratings", "", "more than 2,000 ratings", semantic.StatusPassed},
		{"2,300+ ratings", "", "at least 2,300 ratings", semantic.StatusPassed},
		{"2,300+ ratings", "", "2,300 ratings", semantic.StatusInconclusive},
		{"2,300+ ratings", "", "fewer than 2,000 ratings", semantic.StatusFailed},
		{"2,300+ ratings", "", "1,800 ratings", semantic.StatusFailed},
		{"2,300+ ratings", "", "at least 3,000 ratings", semantic.StatusInconclusive},
	})
	a := analyze("$49 + $10 VAT · 2+1")
	for _, v := range a.values {
		if v.cmp != 0 || v.shown {
			t.Errorf("a sum's plus read as a floor: %s", v.String())
		}
	}
}

// TestEndsInRemain: the time until an end is the time left
// (guard_readings.go).
func TestEndsInRemain(t *testing.T) {
	checkVerdicts(t, []verdictCase{
		{"Contract ends in 3 months", "", "3 months left on the contract", semantic.StatusInconclusive},
		{"Free trial: 3 days left", "", "the trial ends in 3 days", semantic.StatusInconclusive},
		{"Contract ends in 3 months", "", "6 months left on the contract", semantic.StatusFailed},
		{"Contract ends in 3 months", "", "the contract ended 3 months ago", semantic.StatusFailed},
	})
	eng := New(WithClock(corpus4Clock))
	d := decideOne(t, eng, "Free trial: 3 days left", "", "the trial ends in 3 days")
	if semantic.Verdict(d, 0.5) == semantic.StatusFailed {
		t.Errorf("3 days left vs ends in 3 days: fails at 0.5 %v", d.Probabilities)
	}
}

// TestTimeOfAct: a number dated by "ago" or a time word is no object of
// the verb before it (guard_readings.go).
func TestTimeOfAct(t *testing.T) {
	checkVerdicts(t, []verdictCase{
		{"Reminder sent 3 days ago", "", "a reminder was sent three days ago", semantic.StatusPassed},
		{"Reminder sent 3 days ago", "", "the reminder was sent 4 days ago", semantic.StatusFailed},
		{"Ben requested $12 from you", "", "you requested $12 from Ben", semantic.StatusFailed},
	})
}

// TestInstanceConflict: the last and the next of a recurring thing are
// two instances (guard_instance.go).
func TestInstanceConflict(t *testing.T) {
	checkVerdicts(t, []verdictCase{
		{"Last backup 03:00 UTC", "", "the next backup is at 3 am UTC", semantic.StatusFailed},
		{"Last payment $40 · Nov 15", "", "your next payment is $40", semantic.StatusFailed},
		{"Next backup 03:00 UTC", "", "the next backup is at 3 am UTC", semantic.StatusPassed},
	})
	for _, c := range []struct{ actual, expected, want string }{
		{"Last backup 03:00 UTC", "the next backup is at 3 am", "backup"},
		{"Last visit: Oct 3 · Next: Apr 3", "the next visit is on April 3", ""}, // "Next:" stands for the visit
		{"Previous deploy failed", "the previous deploy failed", ""},
	} {
		if got := instanceConflict(itemsOf(c.actual), nil, itemsOf(c.expected)); got != c.want {
			t.Errorf("instanceConflict(%q, %q) = %q, want %q", c.actual, c.expected, got, c.want)
		}
	}
}

// TestLaterChange: a change the page dates later does not state the new
// state now (guard_future.go).
func TestLaterChange(t *testing.T) {
	checkVerdicts(t, []verdictCase{
		{"Plan: Hobby → Pro (from next cycle)", "", "you are on Pro now", semantic.StatusInconclusive},
		{"Plan: Hobby → Pro (from next cycle)", "", "the plan is Pro", semantic.StatusInconclusive},
		{"Estimated processing time: 6–8 weeks", "Passport application", "processing takes 6 to 8 weeks", semantic.StatusPassed},
	})
	for _, c := range []struct {
		actual, expected string
		want             bool
	}{
		{"Hobby → Pro (from next cycle)", "you are on Pro", true},
		{"Hobby → Pro (from next cycle)", "you will move to Pro next cycle", false},
		{"Hobby → Pro", "you are on Pro", false},
		{"Est. fare €22–27", "between 22 and 27 euros", false}, // a range is no change
	} {
		a := analyze(c.actual)
		if got := laterChangeOnly(&a, itemsOf(c.actual), itemsOf(c.expected)); got != c.want {
			t.Errorf("laterChangeOnly(%q, %q) = %v, want %v", c.actual, c.expected, got, c.want)
		}
	}
}

// TestUnstatedRelation: a claim relating two named things by a verb the
// page lacks is not stated by the names alone (guard_relation.go).
func TestUnstatedRelation(t *testing.T) {
	checkVerdicts(t, []verdictCase{
		{"Replica of db-primary", "db-replica-2", "db-primary replicates db-replica-2", semantic.StatusInconclusive},
		{"Usage alerts: On", "", "usage alerts are turned on", semantic.StatusPassed},
	})
	for _, c := range []struct {
		actual, ctx, expected string
		want                  bool
	}{
		{"Replica of db-primary", "db-replica-2", "db-primary replicates db-replica-2", true},
		{"Mentor: Ana · Mentee: Raj", "", "Raj supervises Ana", true},
		{"Ana mentored Raj", "", "Raj mentored Ana", false}, // the page has the verb: the claim alignment reads it
		{"On", "Kitchen light", "the kitchen light is switched on", false},
	} {
		e := analyze(c.expected)
		if got := unstatedRelation(&e, itemsOf(c.actual), itemsOf(c.ctx), itemsOf(c.expected)); got != c.want {
			t.Errorf("unstatedRelation(%q, %q, %q) = %v, want %v", c.actual, c.ctx, c.expected, got, c.want)
		}
	}
}

// TestLaterStatusShown: a page showing a status and a later one is at the
// later one (guard_readings.go, stage.go).
func TestLaterStatusShown(t *testing.T) {
	checkVerdicts(t, []verdictCase{
		{"Sent · Read 2:14 PM", "", "the email was read", semantic.StatusInconclusive},
		{"Sent · Read 2:14 PM", "", "the email is unread", semantic.StatusFailed},
		{"Verification email sent", "", "the email is verified", semantic.StatusFailed},
		{"Shipped", "", "the package was delivered", semantic.StatusFailed},
	})
}

// TestAgentAsReceiver: the one a passive's "by" names did the act; the
// one after "to" received it (guard_receiver.go).
func TestAgentAsReceiver(t *testing.T) {
	checkVerdicts(t, []verdictCase{
		{"Recommended by Ms. Patel", "", "it was recommended to Ms. Patel", semantic.StatusInconclusive},
		{"Endorsed by Ms. Patel", "", "it was endorsed to Ms. Patel", semantic.StatusInconclusive},
		{"Talk to your doctor before stopping", "Atorvastatin", "you stopped taking atorvastatin", semantic.StatusInconclusive},
	})
	a, e := analyze("Talk to your doctor before stopping"), analyze("you stopped taking it")
	if agentAsReceiver(&e, &a) {
		t.Errorf("a 'to' of another verb read as the receiver of 'stopping'")
	}
}

// TestScheduledPresent: a present form dated after it is a schedule, not
// a past event (guard_tense.go).
func TestScheduledPresent(t *testing.T) {
	checkVerdicts(t, []verdictCase{
		{"Survey closed Nov 30", "", "the survey closes on November 30", semantic.StatusFailed},
		{"Survey closes Dec 6", "", "the survey closed on December 6", semantic.StatusFailed},
		{"Survey closes Dec 6", "", "the survey closes on December 6", semantic.StatusPassed},
	})
}
