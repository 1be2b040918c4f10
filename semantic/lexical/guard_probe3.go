package lexical

// Assertion guards found by the third out-of-sample probe
// (testdata/corpus4/README.md). Each can only hold a comparison to at most
// insufficient_evidence; guardAssertion (guard_assert.go) calls
// probe3Guards once, and each rule lives in its own file:
//
//   - guard_bareverb.go: "Follows you" under a name is that name's act on
//     you, never "you follow <name>".
//   - guard_extreme.go: a claim of a minimum, maximum or other extreme
//     that the page, showing plain values, never states.
//   - guard_into.go: "into", "onto", "towards" name the end a "from"
//     does not.
//   - guard_modal.go: "can" against "cannot" of one permission.
//   - guard_hedge.go: "Can be refunded" is no refund.
//   - guard_imperative_ing.go: "Share screen" is no sharing under way.
//   - guard_than.go: "X is closer than Y" against "Y is closer than X".
//   - guard_swap.go: "Ana follows Ben" against "Ben follows Ana".
//   - guard_version.go: "Python 3.10" is not "Python 3.1".
//   - guard_imminent.go: "About to expire" has not expired.
//   - guard_ofswap.go: "Parent of Kai" under "Ana" against "Kai is the
//     parent of Ana".
//   - guard_transpose.go: two words of one clause that traded places.

// probe3Guards reports whether one of the rules above holds for the
// analyses of actual and expected and the items of actual, context and
// expected.
func probe3Guards(a, e *analysis, ai, ci, ei []item) bool {
	return modalPolarityClash(a, e) || versionDigitsDiffer(a, e, ai, ci, ei) || hedgedOnly(ai, ei) || bareVerbSwap(ai, ei) || bareVerbSwap(ei, ai) || unstatedExtreme(a, ai, ci, ei) ||
		intoFromSwap(ai, ei) || intoFromSwap(ei, ai) ||
		actionUnderwayIn(ai, ei) || thanSwapped(ai, ei) || participantsSwapped(ai, ei) ||
		imminentOnly(ai, ei) || ofSwapped(ai, ci, ei) || transposed(ai, ei)
}
