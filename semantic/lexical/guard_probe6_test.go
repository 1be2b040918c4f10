package lexical

import (
	"testing"

	"github.com/jevtest/jev/semantic"
)

// TestLabelAnswerScope: a bare "no" after a label colon negates its label,
// not the line's other fields (polarity_label.go).
func TestLabelAnswerScope(t *testing.T) {
	checkVerdicts(t, []verdictCase{
		{"Captions: 120 lines · Synced · Burned-in: no", "Clip", "the captions are synced", semantic.StatusInconclusive},
		{"Captions: 120 lines · Synced · Burned-in: no", "Clip", "the captions are burned in", semantic.StatusFailed},
		{"Photo · 3 MB · Shared: no", "Album", "the photo is 3 MB", semantic.StatusInconclusive},
		{"Photo · 3 MB · Shared: no", "Album", "the photo is shared", semantic.StatusFailed},
		{"Burned-in: no", "Captions", "the captions are burned in", semantic.StatusFailed},
	})
}

// TestLastAsFinal: "the last X" is the final X, no past tense on the verb
// after it; "Last <verb>ed" keeps its past (tense_last.go).
func TestLastAsFinal(t *testing.T) {
	checkVerdicts(t, []verdictCase{
		{"First ferry departs 06:40 · Last ferry back 22:15", "Harbour", "the last ferry back leaves at 10:15 PM", semantic.StatusInconclusive},
		{"First ferry departs 06:40 · Last ferry back 22:15", "Harbour", "the last ferry back leaves at 9:15 PM", semantic.StatusFailed},
		{"Your last lesson starts at 09:00", "Timetable", "my last lesson starts at 9 AM", semantic.StatusPassed},
	})
}

// TestQuarterDurations: "and a quarter" adds a quarter of the unit, after
// "an hour" and after a number of hours (durations.go).
func TestQuarterDurations(t *testing.T) {
	checkVerdicts(t, []verdictCase{
		{"Runtime 1 h 15 min", "Film", "the film runs an hour and a quarter", semantic.StatusPassed},
		{"Runtime 1 h 30 min", "Film", "the film runs an hour and a quarter", semantic.StatusFailed},
		{"Charging time 3 h 15 min", "Scooter", "charging takes three and a quarter hours", semantic.StatusPassed},
		{"Charging time 3 h 30 min", "Scooter", "charging takes three and a quarter hours", semantic.StatusFailed},
	})
}

// TestOffParticleWriteOff: "written off" and "paid off" complete their
// verb; no off state is negated (analyze.go offParticle).
func TestOffParticleWriteOff(t *testing.T) {
	checkVerdicts(t, []verdictCase{
		{"Write-off: $340 bad debt · Client Orla · Approved", "Receivables", "a $340 bad debt was written off", semantic.StatusInconclusive},
		{"Write-off: $340 bad debt · Client Orla · Approved", "Receivables", "a $430 bad debt was written off", semantic.StatusFailed},
		{"Loan paid off", "Car loan", "the car loan is paid off", semantic.StatusPassed},
		{"Notifications off", "Settings", "notifications are on", semantic.StatusFailed},
	})
}

// TestYearAfterPreposition: "in 2028" is a year, stated by a date of that
// year, contradicted by another year, never a count against the line's
// other numbers (values_year.go).
func TestYearAfterPreposition(t *testing.T) {
	checkVerdicts(t, []verdictCase{
		{"Warranty · 2 yr · Ends Mar 3, 2028 · $49.99", "Laptop", "the warranty ends in 2028", semantic.StatusPassed},
		{"Warranty · 2 yr · Ends Mar 3, 2028 · $49.99", "Laptop", "the warranty ends in 2029", semantic.StatusInconclusive},
		{"Opened 1998", "Branch", "the branch opened in 1998", semantic.StatusPassed},
		{"Opened 1998", "Branch", "the branch opened in 1989", semantic.StatusFailed},
	})
}

// TestProhibitedNotAllowed: "prohibited" and "forbidden" are the negative
// forms of "allowed" (lexicon.txt bool).
func TestProhibitedNotAllowed(t *testing.T) {
	checkVerdicts(t, []verdictCase{
		{"Drones prohibited", "Park rules", "drones are not allowed", semantic.StatusPassed},
		{"Drones prohibited", "Park rules", "drones are allowed", semantic.StatusFailed},
		{"Glass bottles forbidden", "Beach rules", "glass bottles are allowed", semantic.StatusFailed},
		{"Drones allowed", "Park rules", "drones are not allowed", semantic.StatusFailed},
	})
}
