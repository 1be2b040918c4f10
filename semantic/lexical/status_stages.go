package lexical

import "strings"

// Statuses of one life cycle at different stages (status_cycles.go holds
// the cycles). A page that shows one status of a thing ("Queued", "Under
// review", "Pending") against an expectation asserting another stage of
// the same cycle of the same thing ("the job is running", "the claim has
// been approved", "the payment has cleared") is a clear conflict. It is
// read only where nothing else could explain the difference:
//
//   - each side names exactly one status phrase (two statuses on a page
//     may be of two things: "Payment: Paid · Shipping: Pending");
//   - neither side is negated (beyond a negative status word of its own:
//     "Rejected", "Closed"), hedged or in the future ("will ship", "may
//     be approved", "starting soon"), the page states no value and puts
//     nothing in the past ("was pending": a former status says nothing of
//     the present one), the expectation states no value;
//   - every other content word of each side is named by the other side
//     or the context (one subject), and a status word right after "to"
//     ("waiting to run") is an infinitive, not a status;
//   - a cycle applies only when one of its subjects is named; the two
//     phrases must be stages of the same applicable cycles, and every one
//     must put them at conflicting stages (a word of several cycles does
//     not decide unless the other is a stage of each of them, and each
//     agrees);
//   - stages conflict when their ranks differ or one is an alternative
//     end of the same rank ("Approved" / "rejected"); an earlier stage
//     asserted against a later one shown conflicts only when it is a
//     state that ends ("the payment is pending" against "Cleared"), not an
//     event that stays true ("the order was placed" against "Shipped"),
//     and never when the expectation is in the past.
//
// Nothing here makes a pass: the same stage in other words is left to the
// rest of the engine.

// cycleMatch is one status phrase found in a text: its token span and
// the stages it names, per cycle index.
type cycleMatch struct {
	from, to int
	stages   map[int]cycleStage
}

var (
	cycleHedges = map[string]bool{"will": true, "would": true, "may": true, "might": true, "could": true,
		"can": true, "should": true, "soon": true, "expected": true, "expect": true, "going": true, "if": true,
		"once": true, "when": true, "about": true, "starting": true, "until": true, "not": true, "no": true,
		"never": true, "without": true, "yet": true, "almost": true, "nearly": true, "requires": true}
	cyclePast = map[string]bool{"was": true, "were": true, "had": true, "previously": true, "formerly": true,
		"last": true, "ago": true, "earlier": true, "been": true, "has": true, "have": true}
)

// lifeCycleConflict reports the cycle whose stages the page's status and
// the expected status conflict in, and the expected span's tokens.
func lifeCycleConflict(a, c, e *analysis) (string, []string, bool) {
	if len(a.values) > 0 || len(e.values) > 0 {
		return "", nil, false
	}
	at, et, ct := strings.Fields(a.canon), strings.Fields(e.canon), strings.Fields(c.canon)
	live := applicableCycles(at, et, ct)
	if len(live) == 0 {
		return "", nil, false
	}
	am, ok := oneStatus(at, live)
	if !ok || hasAny(at, am, cycleHedges) || hasAny(at, am, cyclePast) {
		return "", nil, false
	}
	em, ok := oneStatus(et, live)
	if !ok || hasAny(et, em, cycleHedges) {
		return "", nil, false
	}
	ePast := hasAny(et, em, cyclePast)
	name := ""
	if !sameCycles(am, em) {
		return "", nil, false // a word of another live cycle too: which one is meant?
	}
	for ci, sa := range am.stages {
		se := em.stages[ci]
		if !stagesExclude(sa, se, ePast) {
			return "", nil, false
		}
		name = lifeCycles[ci].name
	}
	if name == "" || negatedOutside(a, at[am.from:am.to]) || negatedOutside(e, et[em.from:em.to]) ||
		!statusOnly(a, e, c, at[am.from:am.to]) || !statusOnly(e, a, c, et[em.from:em.to]) {
		return "", nil, false
	}
	return name, et[em.from:em.to], true
}

// sameCycles reports whether both phrases are stages of the same live
// cycles: a word of a live cycle the other phrase is no stage of may mean
// that cycle ("Closed" of an issue is resolved, of a pull request it is
// not merged).
func sameCycles(x, y cycleMatch) bool {
	if len(x.stages) != len(y.stages) {
		return false
	}
	for ci := range x.stages {
		if _, ok := y.stages[ci]; !ok {
			return false
		}
	}
	return true
}

// stagesExclude reports whether a shown stage sa and an asserted stage se
// of one cycle cannot both hold (see the file comment).
func stagesExclude(sa, se cycleStage, ePast bool) bool {
	switch {
	case sa.rank == se.rank:
		return sa.alt != se.alt
	case se.rank > sa.rank:
		return true
	}
	return se.holds && !ePast
}

// applicableCycles lists the cycles one of whose subjects a text names.
func applicableCycles(texts ...[]string) map[int]bool {
	live := map[int]bool{}
	for _, toks := range texts {
		for _, t := range toks {
			for _, ci := range cycleSubjects[t] {
				live[ci] = true
			}
		}
	}
	return live
}

// cycleSubjects indexes the cycles by subject noun and its plurals.
var cycleSubjects = func() map[string][]int {
	m := map[string][]int{}
	for ci, cy := range lifeCycles {
		for _, s := range cy.subjects {
			for _, f := range []string{s, s + "s", s + "es"} {
				m[f] = append(m[f], ci)
			}
		}
	}
	return m
}()

// oneStatus finds the one status phrase of toks (longest match first, of
// live cycles); ok is false for none or several.
func oneStatus(toks []string, live map[int]bool) (cycleMatch, bool) {
	var found []cycleMatch
	for i := 0; i < len(toks); {
		m := matchStatus(toks, i, live)
		if m.to == 0 {
			i++
			continue
		}
		if i == 0 || toks[i-1] != "to" {
			found = append(found, m)
		}
		i = m.to
	}
	if len(found) != 1 {
		return cycleMatch{}, false
	}
	return found[0], true
}

// cycleForm is one form of a stage, split into words.
type cycleForm struct {
	cycle int
	stage cycleStage
	words []string
}

// cycleForms indexes every form by its first word.
var cycleForms = func() map[string][]cycleForm {
	m := map[string][]cycleForm{}
	for ci, cy := range lifeCycles {
		for _, st := range cy.stages {
			for _, f := range st.forms {
				fw := strings.Fields(f)
				m[fw[0]] = append(m[fw[0]], cycleForm{ci, st, fw})
			}
		}
	}
	return m
}()

// matchStatus is the longest status phrase starting at toks[i], with the
// stage it names in every live cycle that has it.
func matchStatus(toks []string, i int, live map[int]bool) cycleMatch {
	best := cycleMatch{}
	for _, f := range cycleForms[toks[i]] {
		if !live[f.cycle] || !hasPhrase(toks, i, f.words) || i+len(f.words) < best.to {
			continue
		}
		if i+len(f.words) > best.to {
			best = cycleMatch{from: i, to: i + len(f.words), stages: map[int]cycleStage{}}
		}
		best.stages[f.cycle] = f.stage
	}
	return best
}

func hasPhrase(toks []string, i int, fw []string) bool {
	if i+len(fw) > len(toks) {
		return false
	}
	for j, w := range fw {
		if toks[i+j] != w {
			return false
		}
	}
	return true
}

// hasAny reports whether a token outside the match is in set.
func hasAny(toks []string, m cycleMatch, set map[string]bool) bool {
	for i, t := range toks {
		if (i < m.from || i >= m.to) && set[t] {
			return true
		}
	}
	return false
}

// statusOnly reports whether every content unit of x outside its status
// span is named by o or the context (or is the subject a bare status
// leaves to its place).
func statusOnly(x, o, ctx *analysis, span []string) bool {
	for _, u := range contentUnits(x) {
		if inSpan(u.raw, span) {
			continue
		}
		if bestUnit(u, o.units) == 0 && bestUnit(u, ctx.units) == 0 && wnUnit(u, o.units) == 0 && !bareSubjectUnit(x, o, ctx, u) {
			return false
		}
	}
	return true
}

// negatedOutside reports whether x has a negative form outside its status
// span (a negative status word itself, "Rejected", is a stage; explicit
// negators are refused with the hedges).
func negatedOutside(x *analysis, span []string) bool {
	for _, u := range x.units {
		if u.neg && !inSpan(u.raw, span) {
			return true
		}
	}
	return false
}

func inSpan(w string, span []string) bool {
	for _, s := range span {
		if s == w {
			return true
		}
	}
	return false
}

// lifeCycles adds the conflict of two stages of one life cycle.
func (r *comparison) lifeCycles(w *weights, a, c, e *analysis) {
	if r.conflict >= sPolarity {
		return
	}
	name, span, ok := lifeCycleConflict(a, c, e)
	if !ok {
		return
	}
	r.addConflict(sPolarity, "life cycle "+name)
	for _, u := range contentUnits(e) {
		if inSpan(u.raw, span) {
			w.conflictW += u.weight
		}
	}
	coverBareSubject(w, a, c, e)
}
