package lexical

import "testing"

// TestLifeCycleStages: two statuses of one life cycle at different stages
// are a clear different; the near misses stay open (status_stages.go).
func TestLifeCycleStages(t *testing.T) {
	checkBreadth(t, []breadthCase{
		// stage conflicts, both directions
		{"Queued", "Job lint", "the job is running", stFail},
		{"Pending", "Card payment", "the payment has cleared", stFail},
		{"Under review", "Permit application", "the permit was issued", stFail},
		// "draft" is a stage of the review cycle too ("request"), where
		// "ready for review" is no stage: which cycle is meant stays open
		{"Draft", "Pull request #90", "ready for review", stInc},
		{"Closed", "Pull request #311", "the pull request was merged", stFail},
		{"Ready for pickup", "Online order", "the order has been collected", stFail},
		{"Executed", "Master services agreement", "the agreement is still a draft", stFail},
		// the same stage in other words is never a conflict
		{"Queued", "Job lint", "the job is waiting to run", stInc},
		{"Shipped", "Mail order", "the parcel is on its way", stInc},
		{"Pending", "Listing status", "the house is under contract", stInc},
		// a negated status, a future, a hedge
		{"Not approved", "Leave request", "the request is pending", stInc},
		{"Queued", "Job lint", "the job will be running", stInc},
		// a past status against a present one: the former says nothing of now
		{"Was pending", "Card payment", "the payment has cleared", stInc},
		// an earlier event asserted against a later stage shown stays true
		{"Delivered", "Order #5120", "the order was placed", stInc},
		// two statuses on one page may be of two things
		{"Payment: Paid · Shipping: Pending", "", "shipping is paid", stInc},
		// a status of another life cycle (no subject of the cycle named)
		{"Pending", "Friend request", "the friend is running", stInc},
	})
}

// TestLifeCycleMatch: the status phrase found, and what makes it not one.
func TestLifeCycleMatch(t *testing.T) {
	cases := []struct {
		actual, context, expected string
		want                      string
	}{
		{"Queued", "Job lint", "the job is running", "job"},
		{"Pending", "Card payment", "the payment has cleared", "payment"},
		{"Under review", "Permit application", "the permit was issued", "review"},
		{"Pending", "Listing status", "the listing has been sold", "listing"},
		{"Running", "Job lint", "the job is queued", "job"},
		{"Sent", "Message status", "the message was read", "message"},
		{"Read", "Message status", "the message was delivered", ""},
		{"Queued", "Job lint", "the job is waiting to run", ""},
		{"Build queued · 2 ahead", "", "the build is running", ""},
		{"Pending", "", "the payment will clear", ""},
		{"Paid", "Invoice", "the invoice is pending", "payment"},
		{"Paid", "Invoice", "the invoice was pending", ""},
		{"Approved", "Leave request", "the request was rejected", "review"},
		{"Rejected", "Leave request", "the request was submitted", ""},
		// "pending" is a stage of the refund cycle and of the review cycle; a
		// refund names only the first, where approved does not end pending
		{"Pending", "Refund", "the refund was approved", ""},
		// "closed" ends a pull request unmerged but an issue resolved
		{"Closed", "Issue #12 pull request", "the issue was merged", ""},
	}
	for _, c := range cases {
		a, x, e := analyzeAt(c.actual, corpus4Clock()), analyzeAt(c.context, corpus4Clock()), analyzeAt(c.expected, corpus4Clock())
		got, _, _ := lifeCycleConflict(&a, &x, &e)
		if got != c.want {
			t.Errorf("%q | %q vs %q: cycle %q, want %q", c.actual, c.context, c.expected, got, c.want)
		}
	}
}

// TestLifeCycleSameStage: one stage entry in other words covers the
// status; two alternative ends or two entries of one rank never do
// (status_same.go).
func TestLifeCycleSameStage(t *testing.T) {
	checkBreadth(t, []breadthCase{
		{"Appointment confirmed", "Wed, Dec 16, 9:15 a.m.", "the appointment is booked", stPass},
		{"Job cancelled", "", "the job timed out", stInc},
		{"Job cancelled", "", "the job was aborted", stPass},
		{"Shipped", "Mail order · Metformin", "the metformin is on its way", stPass},
		{"Appointment confirmed", "Wed, Dec 16, 9:15 a.m.", "the appointment will be booked", stInc},
		{"Pending", "Card payment", "the payment was processing", stInc},
	})
}

// TestLifeCycleSameEntry: two entries of one rank are not one stage.
func TestLifeCycleSameEntry(t *testing.T) {
	for _, c := range [][3]string{
		{"Refund approved", "", "the refund is processing"},
		{"Job cancelled", "", "the job timed out"},
		{"Was pending", "Card payment", "the payment is processing"},
	} {
		a, x, e := analyzeAt(c[0], corpus4Clock()), analyzeAt(c[1], corpus4Clock()), analyzeAt(c[2], corpus4Clock())
		if ei, ai := lifeCycleSame(&a, &x, &e); ei != nil || ai != nil {
			t.Errorf("%q vs %q: covered %v %v, want none", c[0], c[2], ei, ai)
		}
	}
	a, x, e := analyzeAt("Queued", corpus4Clock()), analyzeAt("Backup", corpus4Clock()), analyzeAt("the backup is waiting", corpus4Clock())
	if ei, ai := lifeCycleSame(&a, &x, &e); len(ei) != 1 || len(ai) != 1 {
		t.Errorf("Queued vs the backup is waiting: covered %v %v, want one unit each", ei, ai)
	}
}
