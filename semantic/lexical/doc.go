// Package lexical is jev's embedded default decision engine: offline,
// deterministic, with no network and no model weights.
//
// It answers the three question kinds of package semantic:
//
//   - comparison: does an actual value, read with its context, mean the
//     expected value? (equivalent, different, insufficient_evidence)
//   - source selection: which shared-state source shows a description?
//   - target selection: which interactive target matches a description?
//
// A text is normalised (NFKC, casefold, diacritics removed), tokenised, and
// read into typed values (amounts with currency, dates, times, percentages,
// durations, numbers written in digits or words), concepts (words mapped
// through a shipped lexicon of UI vocabulary, with a stemmer for inflection
// and derivation), a polarity (negations, antonyms, boolean states) and verb
// tenses. Two texts are then compared value by value and concept by concept:
// a contradiction (another amount, another plan tier, a negated state, a
// past fact against a future one) is "different" with high confidence; full
// coverage both ways with no contradiction is "equivalent"; anything
// partial puts the mass on insufficient_evidence, so that a verdict built on
// it is inconclusive rather than a guess.
//
// The rules, the lexicon and the measured corpus figures are documented in
// docs/lexical-engine.md. ModelID changes whenever they change a decision.
package lexical
