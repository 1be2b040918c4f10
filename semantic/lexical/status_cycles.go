package lexical

// Life cycles as ordered stages (status_stages.go reads them). Each cycle
// names the things it is the life cycle of (a cycle applies only when one
// of these nouns is on either side or in the context) and its stages in
// order. A stage's rank orders it; entries of one rank do not exclude
// each other, unless one is an alternative end (alt: rejected, cancelled,
// failed), which excludes the normal entries of its rank. Only the words
// of one entry are one stage said in other words (status_same.go): the
// alternative ends of a rank are separate entries ("cancelled" is not
// "timed out").
// holds marks a stage that is a state lasting until the next stage starts
// ("pending", "in transit", "a draft"); a stage without it is an event
// whose having happened stays true later ("submitted", "shipped").
// Forms are lower-case words as the canonical text spells them; the words
// are ordinary English for each stage, never a word two stages share.

type cycleStage struct {
	rank  int
	alt   bool
	holds bool
	forms []string
}

type lifeCycle struct {
	name     string
	subjects []string
	stages   []cycleStage
}

var lifeCycles = []lifeCycle{
	{"order", []string{"order", "purchase", "package", "parcel", "shipment", "delivery"}, []cycleStage{
		{0, false, false, []string{"placed", "order placed"}},
		{1, false, true, []string{"processing", "being processed", "preparing", "being prepared", "packing"}},
		{2, false, true, []string{"shipped", "dispatched", "picked up", "in transit", "on its way", "on the way", "out for delivery", "en route"}},
		{3, false, false, []string{"delivered", "arrived"}},
		{3, true, false, []string{"cancelled", "canceled"}},
	}},
	{"pickup", []string{"order", "pickup", "collection"}, []cycleStage{
		{0, false, true, []string{"preparing", "being prepared", "processing"}},
		{1, false, true, []string{"ready for pickup", "ready for collection", "ready to collect", "ready to pick up"}},
		{2, false, false, []string{"collected", "picked up"}},
	}},
	{"payment", []string{"payment", "charge", "transaction", "transfer", "deposit", "withdrawal", "bill", "invoice", "payout"}, []cycleStage{
		{0, false, true, []string{"scheduled"}},
		{1, false, true, []string{"pending", "processing", "being processed", "authorized", "authorised", "in progress", "due"}},
		{2, false, false, []string{"cleared", "settled", "posted", "completed", "complete", "paid", "sent", "succeeded"}},
		{2, true, false, []string{"declined", "rejected"}},
		{2, true, false, []string{"failed"}},
		{2, true, false, []string{"reversed"}},
		{2, true, false, []string{"cancelled", "canceled"}},
		{2, true, false, []string{"voided"}},
	}},
	{"review", []string{"application", "claim", "request", "case", "permit", "submission", "petition", "appeal", "approval", "expense", "visa", "license", "licence", "offer"}, []cycleStage{
		{0, false, true, []string{"draft"}},
		{1, false, false, []string{"submitted", "received", "filed", "requested"}},
		{2, false, true, []string{"under review", "in review", "being reviewed", "pending review", "pending approval", "awaiting approval", "awaiting review", "needs approval", "needs review", "pending", "processing", "being processed"}},
		{3, false, false, []string{"approved", "accepted", "granted", "issued"}},
		{3, true, false, []string{"rejected", "denied", "declined", "refused"}},
		{3, true, false, []string{"withdrawn"}},
	}},
	{"job", []string{"job", "build", "pipeline", "deploy", "deployment", "task", "run", "workflow", "export", "import", "backup", "upload", "sync", "migration", "scan"}, []cycleStage{
		{0, false, true, []string{"queued", "in queue", "waiting", "scheduled"}},
		{1, false, true, []string{"running", "in progress", "building", "deploying", "executing", "processing"}},
		{2, false, false, []string{"passed", "succeeded", "finished", "completed", "complete", "done", "deployed"}},
		{2, true, false, []string{"failed", "failing", "errored"}},
		{2, true, false, []string{"cancelled", "canceled", "aborted"}},
		{2, true, false, []string{"skipped"}},
		{2, true, false, []string{"timed out"}},
	}},
	{"booking", []string{"booking", "reservation", "appointment", "visit", "checkout", "slot", "session", "ride"}, []cycleStage{
		{0, false, false, []string{"requested"}},
		{0, false, true, []string{"pending", "pending confirmation", "awaiting confirmation", "pending payment"}},
		{1, false, false, []string{"confirmed", "booked", "scheduled", "reserved"}},
		{2, false, true, []string{"checked in", "in progress"}},
		{3, false, false, []string{"completed", "attended", "checked out"}},
		{3, true, false, []string{"cancelled", "canceled"}},
		{3, true, false, []string{"declined", "rejected"}},
	}},
	{"publishing", []string{"post", "article", "page", "document", "survey", "story", "newsletter", "campaign", "episode", "video"}, []cycleStage{
		{0, false, true, []string{"draft"}},
		{1, false, true, []string{"in review", "pending review", "under review", "awaiting review"}},
		{2, false, true, []string{"scheduled"}},
		{3, false, false, []string{"published", "live", "posted"}},
	}},
	{"signature", []string{"contract", "agreement", "envelope", "lease", "nda", "form"}, []cycleStage{
		{0, false, true, []string{"draft"}},
		{1, false, false, []string{"sent", "sent for signature"}},
		{1, false, true, []string{"out for signature", "awaiting signature", "pending signature", "signature required"}},
		{2, false, false, []string{"signed", "fully signed", "executed", "fully executed"}},
		{2, true, false, []string{"voided"}},
		{2, true, false, []string{"declined"}},
	}},
	{"issue", []string{"issue", "bug", "incident"}, []cycleStage{
		{0, false, true, []string{"open", "reported"}},
		{1, false, true, []string{"in progress", "investigating"}},
		{2, false, false, []string{"resolved", "fixed", "closed"}},
	}},
	{"pull request", []string{"pr", "pull", "merge", "mr"}, []cycleStage{
		{0, false, true, []string{"draft"}},
		{1, false, true, []string{"open", "ready for review", "in review", "review required", "awaiting review"}},
		{2, false, false, []string{"approved"}},
		{3, false, false, []string{"merged"}},
		{3, true, false, []string{"closed"}},
	}},
	{"validity", []string{"subscription", "plan", "membership", "policy", "trial", "license", "licence", "coverage", "permit", "passport", "certificate", "visa"}, []cycleStage{
		{0, false, true, []string{"active", "valid"}},
		{1, false, false, []string{"expired", "lapsed", "ended"}},
		{1, true, false, []string{"revoked"}},
		{1, true, false, []string{"suspended"}},
	}},
	{"prescription", []string{"prescription", "refill", "rx"}, []cycleStage{
		{0, false, true, []string{"pending", "received"}},
		{1, false, true, []string{"being filled", "filling", "processing", "being processed", "in progress"}},
		{1, true, true, []string{"on hold"}},
		{2, false, true, []string{"ready", "ready for pickup"}},
		{3, false, false, []string{"picked up", "collected"}},
	}},
	{"grading", []string{"essay", "assignment", "homework", "exam", "quiz", "paper", "coursework"}, []cycleStage{
		{0, false, false, []string{"submitted", "turned in", "handed in"}},
		{1, false, true, []string{"awaiting grading", "needs grading", "ungraded", "pending"}},
		{2, false, false, []string{"graded", "marked"}},
	}},
	{"message", []string{"message", "email", "text", "sms", "mail", "reply", "dm"}, []cycleStage{
		{0, false, true, []string{"sending"}},
		{1, false, false, []string{"sent"}},
		{2, false, false, []string{"delivered"}},
		{3, false, false, []string{"read", "seen", "opened"}},
		{3, true, false, []string{"failed"}},
	}},
	{"invitation", []string{"invitation", "invite", "invitee", "rsvp"}, []cycleStage{
		{0, false, false, []string{"sent", "invited"}},
		{0, false, true, []string{"pending"}},
		{1, false, false, []string{"accepted", "joined"}},
		{1, true, false, []string{"declined"}},
		{1, true, false, []string{"expired"}},
	}},
	{"refund", []string{"refund", "reimbursement"}, []cycleStage{
		{0, false, false, []string{"requested"}},
		{1, false, false, []string{"approved"}},
		{1, false, true, []string{"pending", "processing", "being processed"}},
		{2, false, false, []string{"issued", "sent", "paid", "refunded", "processed", "completed", "credited"}},
		{2, true, false, []string{"denied", "rejected", "declined"}},
	}},
	{"listing", []string{"home", "house", "property", "listing", "apartment", "condo"}, []cycleStage{
		{0, false, true, []string{"coming soon"}},
		{1, false, true, []string{"for sale", "on the market"}},
		{2, false, true, []string{"pending", "under contract", "in escrow"}},
		{3, false, false, []string{"sold"}},
	}},
}
