package lexical

import (
	"testing"

	"github.com/jevtest/jev/semantic"
)

// testLedger is an account statement's transactions table as observed in
// Chromium: each row a date, a payee, an amount and the running balance
// after it, every cell under its column header.
func testLedger() []semantic.Source {
	const h = "Transactions"
	cell := func(id, col, text, row string) semantic.Source {
		return semantic.Source{ID: id, Role: "cell", Text: text, Context: col, Heading: h, Row: row}
	}
	r1 := "Nov 28 Grocer Card −€64.12 €5,504.76"
	r2 := "Nov 27 Salary Brightline GmbH +€4,200.00 €5,568.88"
	r3 := "Nov 26 Streaming Card −€13.99 €1,368.88"
	return []semantic.Source{
		{ID: "t0_1", Role: "heading", Text: h},
		{ID: "t0_2", Role: "columnheader", Text: "Date", Context: h, Heading: h, Row: "Date Payee Amount Balance"},
		{ID: "t0_3", Role: "columnheader", Text: "Payee", Context: h, Heading: h, Row: "Date Payee Amount Balance"},
		{ID: "t0_4", Role: "columnheader", Text: "Amount", Context: h, Heading: h, Row: "Date Payee Amount Balance"},
		{ID: "t0_5", Role: "columnheader", Text: "Balance", Context: h, Heading: h, Row: "Date Payee Amount Balance"},
		cell("t0_6", "Date", "Nov 28", r1), cell("t0_7", "Payee", "Grocer Card", r1), cell("t0_8", "Amount", "−€64.12", r1), cell("t0_9", "Balance", "€5,504.76", r1),
		cell("t0_10", "Date", "Nov 27", r2), cell("t0_11", "Payee", "Salary Brightline GmbH", r2), cell("t0_12", "Amount", "+€4,200.00", r2), cell("t0_13", "Balance", "€5,568.88", r2),
		cell("t0_14", "Date", "Nov 26", r3), cell("t0_15", "Payee", "Streaming Card", r3), cell("t0_16", "Amount", "−€13.99", r3), cell("t0_17", "Balance", "€1,368.88", r3),
	}
}

// TestHeadColumnSetsSiblingsAside: "the amount of the salary" is the
// salary row's cell under the column "Amount", not the running balance
// beside it (also an amount of money, before only 0.88 of its score, so
// the choice stayed under the threshold); "the balance after the salary"
// the other way round. Near miss: with no column saying the head word
// ("the money of the salary"), the row's two amounts stay tied.
func TestHeadColumnSetsSiblingsAside(t *testing.T) {
	eng := New()
	for desc, want := range map[string]string{
		"the amount of the salary":  "t0_12",
		"the balance of the salary": "t0_13",
	} {
		d := decideSource(t, eng, sourceCase{ID: "q", Sources: testLedger(), Description: desc})
		if d.Choice != want || d.Confidence() < corpusThreshold {
			t.Errorf("%q chose %s at %.2f %v, want %s bound", desc, d.Choice, d.Confidence(), d.Probabilities, want)
		}
	}
	d := decideSource(t, eng, sourceCase{ID: "q", Sources: testLedger(), Description: "the money of the salary"})
	if d.Confidence() >= corpusThreshold && d.Choice != semantic.ChoiceAmbiguous && d.Choice != semantic.ChoiceNone {
		t.Errorf("the money of the salary bound %s at %.2f %v, want no sure choice", d.Choice, d.Confidence(), d.Probabilities)
	}
}

// testJobs is a CI stage's jobs table as observed in Chromium: a job name
// (the row's key cell), a status label and a duration.
func testJobs() []semantic.Source {
	const h = "Test"
	cell := func(id, col, text, row string) semantic.Source {
		return semantic.Source{ID: id, Role: "cell", Text: text, Context: col, Heading: h, Row: row}
	}
	r1, r2, r3 := "unit-tests Passed 6 min 02 s", "integration-tests Failed 9 min 47 s", "contract-tests Passed 2 min 44 s"
	return []semantic.Source{
		{ID: "t0_1", Role: "heading", Text: h},
		{ID: "t0_2", Role: "columnheader", Text: "Job", Context: h, Heading: h, Row: "Job Status Duration"},
		{ID: "t0_3", Role: "columnheader", Text: "Status", Context: h, Heading: h, Row: "Job Status Duration"},
		{ID: "t0_4", Role: "columnheader", Text: "Duration", Context: h, Heading: h, Row: "Job Status Duration"},
		cell("t0_5", "Job", "unit-tests", r1), cell("t0_6", "Status", "Passed", r1), cell("t0_7", "Duration", "6 min 02 s", r1),
		cell("t0_8", "Job", "integration-tests", r2), cell("t0_9", "Status", "Failed", r2), cell("t0_10", "Duration", "9 min 47 s", r2),
		cell("t0_11", "Job", "contract-tests", r3), cell("t0_12", "Status", "Passed", r3), cell("t0_13", "Duration", "2 min 44 s", r3),
	}
}

// TestKeyCellNamesTheRow: "the integration-tests job" names the row whose
// key cell says "integration-tests"; the rows of "unit-tests" and
// "contract-tests" share its word "tests" but are other jobs (before,
// their statuses kept 0.83 of the right one's score and the choice stayed
// under the threshold). Near miss: "the status of the tests job" names no
// key cell whole, and the three statuses stay tied.
func TestKeyCellNamesTheRow(t *testing.T) {
	eng := New()
	for desc, want := range map[string]string{
		"the status of the integration-tests job": "t0_9",
		"the duration of the contract-tests job":  "t0_13",
	} {
		d := decideSource(t, eng, sourceCase{ID: "q", Sources: testJobs(), Description: desc})
		if d.Choice != want || d.Confidence() < corpusThreshold {
			t.Errorf("%q chose %s at %.2f %v, want %s bound", desc, d.Choice, d.Confidence(), d.Probabilities, want)
		}
	}
	d := decideSource(t, eng, sourceCase{ID: "q", Sources: testJobs(), Description: "the status of the tests job"})
	if d.Confidence() >= corpusThreshold && d.Choice != semantic.ChoiceAmbiguous && d.Choice != semantic.ChoiceNone {
		t.Errorf("the status of the tests job bound %s at %.2f %v, want no sure choice", d.Choice, d.Confidence(), d.Probabilities)
	}
}
