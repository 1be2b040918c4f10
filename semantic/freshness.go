package semantic

// Freshness tells how current the evidence of a result is. It is the one
// type of the compare results (compare.Freshness is this type) and of the
// trace format's semantic records.
type Freshness string

// Freshness values.
const (
	// FreshnessSnapshot: the verdict is about the evidence captured for the
	// operation; no claim that it is still current (Compare).
	FreshnessSnapshot Freshness = "snapshot"
	// FreshnessVerified: the bound source was re-read before returning and
	// is unchanged (Assert).
	FreshnessVerified Freshness = "verified"
	// FreshnessChanged: the bound source changed, was hidden, detached or
	// replaced; the result is inconclusive (Assert).
	FreshnessChanged Freshness = "changed"
)
