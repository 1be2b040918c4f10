package lexical

import "testing"

// TestBareSubjectStage: a bare status with no context against an
// asserted predicate of another stage of the expectation's subject is a
// clear conflict (subject_bare.go); the subject alone never makes a pass.
func TestBareSubjectStage(t *testing.T) {
	checkBreadth(t, []breadthCase{
		{"Out for delivery", "", "the parcel was delivered", stFail},
		{"Delivered", "", "the message was read", stFail},
		{"Queued", "", "the export has finished", stFail},
		// Near misses: the same predicate, a future claim, a page that
		// names something else, a context that names another thing.
		{"Delivered", "", "the parcel was delivered", stInc},
		{"Out for delivery", "", "the parcel will be delivered today", stInc},
		{"Out for delivery", "", "parcel delivered", stInc},
		{"Tracking 4417 out for delivery", "", "the parcel was delivered", stInc},
		// A title as context: the status is that of the thing titled.
		{"In progress", "Write report", "the task is done", stFail},
		{"In progress", "Write report", "the task is in progress", stInc},
		{"In progress", "Back door", "the front door is done", stInc},
	})
}

// TestWordNetSubstitution: one word each side, all else matched in the
// same places, related by WordNet (wn_subst.go), covers fully.
func TestWordNetSubstitution(t *testing.T) {
	checkBreadth(t, []breadthCase{
		{"Booking confirmed", "", "the reservation is confirmed", stPass},
		{"Drizzle", "", "rain", stPass},
		{"2nd installment of 4", "", "the second of four payments", stPass},
		{"Ended", "Arsenal vs Chelsea", "the match is over", stPass},
		// Near misses: the wrong direction of a hypernym, a rare sense,
		// another state, two words changed, a sibling.
		{"Rain", "", "drizzle", stInc},
		{"This message was deleted", "", "the message was edited", stInc},
		{"Booking cancelled", "", "the reservation is confirmed", stInc},
		{"Booking confirmed for Tuesday", "", "the reservation is confirmed", stInc},
		{"Drizzle", "", "snow", stInc},
		{"Ended", "Dentist appointment", "the match is over", stInc},
		{"3rd installment of 4", "", "the second of four payments", stFail},
	})
}

// TestShortFormSubstitution: a clipped or contracted page word is the
// expected word when it is the one substitution (wn_subst.go).
func TestShortFormSubstitution(t *testing.T) {
	checkBreadth(t, []breadthCase{
		{"3 cr.", "", "three credits", stPass},
		{"GK", "Position", "goalkeeper", stPass},
		{"Conf. Rm B", "", "conference room B", stPass},
		// Near misses: another identifier, another number, letters
		// that are not the word's, the expectation abbreviating.
		{"Conf. Rm B", "", "conference room D", stInc},
		{"4 cr.", "", "three credits", stFail},
		{"FWD", "Position", "goalkeeper", stInc},
		{"credits", "", "3 cr.", stInc},
		{"Pop 8,400", "", "population 8,400", stInc},
	})
}

// TestCompassAndIDWords: compass directions are an exclusive group;
// "ID" says what a code is (lexicon.txt).
func TestCompassAndIDWords(t *testing.T) {
	checkBreadth(t, []breadthCase{
		{"Wind NW 15 mph", "", "wind from the northeast", stFail},
		{"Wind NW 15 mph", "", "a northwesterly wind of 15 mph", stPass},
		{"Heading: southbound", "", "going north", stFail},
		{"Txn ID 88A2-F", "Transfer", "transaction 88A2-F", stPass},
		// Near misses: another code, a direction the other side does not name.
		{"Txn ID 88A2-F", "Transfer", "transaction 88A2-E", stFail},
		{"Wind 15 mph", "", "wind from the northeast", stInc},
	})
}

// TestNegativePronoun: "nothing" stands for the noun the page counts with
// "no" (cover_words.go).
func TestNegativePronoun(t *testing.T) {
	checkBreadth(t, []breadthCase{
		{"No tasks due today", "", "nothing is due today", stPass},
		// Near misses: another state, the pronoun on the page, a count.
		{"No tasks due today", "", "nothing is overdue", stInc},
		{"Nothing due today", "", "no tasks are due today", stInc},
		{"2 tasks due today", "", "nothing is due today", stFail},
	})
}

// TestStatusIdiomsRound4: UI idioms WordNet lacks (lexicon.txt): tax
// inclusion, plan moves, luggage, traffic, work site, seat position,
// working days, a waitlist before enrolment.
func TestStatusIdiomsRound4(t *testing.T) {
	checkBreadth(t, []breadthCase{
		{"$49 excl. VAT", "Price", "49 dollars before tax", stPass},
		{"$49 incl. VAT", "Price", "49 dollars before tax", stFail},
		{"Downgrade", "Button", "upgrade", stFail},
		{"Carry-on only", "", "hand luggage only", stPass},
		{"Light traffic", "", "heavy traffic", stFail},
		{"Remote", "Work location", "works from home", stPass},
		{"On-site", "Work location", "works remotely", stFail},
		{"Aisle seat", "", "a window seat", stFail},
		{"Est. delivery: 2–4 business days", "", "estimated delivery in two to four working days", stPass},
		{"Waitlisted", "CS101", "enrolled in CS101", stFail},
		// Near misses: another amount, another course, a plan move the
		// other side does not name.
		{"$59 excl. VAT", "Price", "49 dollars before tax", stFail},
		{"Waitlisted", "CS101", "enrolled in CS102", stInc},
		{"Est. delivery: 2–4 business days", "", "delivery in two to four weeks", stInc},
		// A limit: a plan move offered is read as the move made.
		{"Upgrade available", "", "you downgraded", stFail},
	})
}

// TestTwoLetterAcronyms: two initials stand for two words only where they
// are all the two sides do not share (acronym.go soleGap).
func TestTwoLetterAcronyms(t *testing.T) {
	checkBreadth(t, []breadthCase{
		{"CI passed", "", "continuous integration passed", stPass},
		{"TA: Lin Wei", "", "teaching assistant Lin Wei", stPass},
		{"BP 120/80", "", "blood pressure 120/80", stPass},
		// Near misses: another state, other words left over, another value.
		{"CI failed", "", "continuous integration passed", stFail},
		{"TA: Lin Wei", "", "teaching assistant Lin Wei in room 4", stInc},
		{"TA: Lin Wei", "Course staff", "the account of Lin Wei", stInc},
		{"BP 120/80", "", "blood pressure 130/80", stInc},
	})
}

// TestUpNextAndHasLeft: "Up next" is what plays next (not "up" as
// online); "has left" is a departure (not "left" as remaining).
func TestUpNextAndHasLeft(t *testing.T) {
	checkBreadth(t, []breadthCase{
		{"Up next: Episode 6", "", "episode 6 plays next", stPass},
		{"Flight LH400 departed", "", "flight LH400 has left", stPass},
		// Near misses: another episode; what remains is no departure.
		{"Up next: Episode 7", "", "episode 6 plays next", stFail},
		{"2 seats left", "Flight LH400", "flight LH400 has left", stInc},
	})
}

// TestSubstitutedAntonym: the one word each side does not share are
// WordNet antonyms, directly or through an adjective cluster (wn_subst.go).
func TestSubstitutedAntonym(t *testing.T) {
	checkBreadth(t, []breadthCase{
		{"MFA required", "", "multi-factor authentication is optional", stFail},
		{"Sign-in optional", "", "signing in is required", stFail},
		// Near misses: a negation on one side, words of one sense, two
		// words changed.
		{"MFA not required", "", "multi-factor authentication is optional", stInc},
		{"MFA required", "", "multi-factor authentication is necessary", stInc},
		{"MFA required for admins", "", "multi-factor authentication is optional", stInc},
	})
}

// TestAwaitedVerb: what a waiting status waits for is more specific than
// the bare waiting stage (cover_words.go awaitedVerb).
func TestAwaitedVerb(t *testing.T) {
	checkBreadth(t, []breadthCase{
		{"Awaiting confirmation", "", "pending", stPass},
		{"Pending approval", "", "waiting", stPass},
		// Near misses: the awaited verb asserted, another word beside it,
		// a negated wait.
		{"Awaiting confirmation", "", "confirmed", stFail},
		{"Awaiting confirmation from Ana", "", "pending", stInc},
		{"Awaiting confirmation", "", "not pending", stFail},
	})
}

// TestPresenceAndHRIdioms: "Last seen" is not online now, "let go" is a
// termination, "in a row" is a streak, deploying is releasing.
func TestPresenceAndHRIdioms(t *testing.T) {
	checkBreadth(t, []breadthCase{
		{"Last seen", "", "offline", stPass},
		{"Terminated", "Employment status", "let go", stPass},
		{"Streak: 12 days", "", "twelve days in a row", stPass},
		{"Deployed", "", "released", stPass},
		// Near misses: online now, another count, not deployed.
		{"Last seen 5 min ago", "", "online now", stFail},
		{"Streak: 12 days", "", "eleven days in a row", stFail},
		{"Not deployed", "", "released", stFail},
	})
}

// TestJourneyEnvironmentCalories: an arrival is no departure, deployment
// environments exclude each other, "Cal."/"kcal" are calories.
func TestJourneyEnvironmentCalories(t *testing.T) {
	checkBreadth(t, []breadthCase{
		{"ETA 14:05", "", "leaves at 14:05", stFail},
		{"Arr. 11:10", "", "departs at 11:10", stFail},
		{"Dep. 09:30", "", "departs at 09:30", stPass},
		{"env: dev", "", "production environment", stFail},
		{"Cal. 2,150 kcal", "", "2,150 calories", stPass},
		// Near misses: both ends named, another number, one environment.
		{"Departs 08:15 · Arrives 08:40", "", "leaves at 08:15", stPass}, // the departure entry (decide_entries.go)
		{"Cal. 2,150 kcal", "", "2,510 calories", stFail},
		{"env: prod", "", "production environment", stPass},
	})
}

// TestSentBeforeAccepted: a status "Sent" is before its acceptance and
// its verification (lexicon b:approve, b:verify).
func TestSentBeforeAccepted(t *testing.T) {
	checkBreadth(t, []breadthCase{
		{"Verification email sent", "", "the email is verified", stFail},
		{"Friend request sent", "", "the friend request was accepted", stFail},
		// Near misses: a past event both states state; the later status
		// states the earlier event.
		{"Friend request sent", "", "the friend request was sent", stPass},
		{"Accepted", "Friend request", "the friend request was sent", stInc},
	})
}

// TestAchieveGoal: reaching a goal or requirement; "missed" stays
// unread (a missed call).
func TestAchieveGoal(t *testing.T) {
	checkBreadth(t, []breadthCase{
		{"Goal achieved!", "Daily steps", "the goal was reached", stPass},
		{"Goal not reached", "Daily steps", "goal achieved", stFail},
		// Near misses: a missed call is no goal, a requirement unmet.
		{"Yesterday", "Missed call with Raj", "the call was on November 30", stPass},
		{"Requirements unmet", "", "the requirements are met", stFail},
	})
}
