package lexical

import "strings"

// Kind words. A label word that only names the kind or the role of a
// value ("rate" in "Interest rate 5.9%", "time" in "Transit time: 5
// "price" in "a price of $5") says nothing the value does not:
// when the other side states the same value, the word is covered by it,
// provided the other side does not name the value otherwise. A kind word
// is covered when
//
//   - it stands in the clause of a stated value of a kind it names,
//   - the other side states that value in full (qFull), and
//   - the other side's clause of that value holds no word of its own that
//     this side does not name, other than a generic kind word ("Fee: $5"
//     against "a $5 discount": "fee" names another role, so "discount" is
//     not covered), and the context names no other role of the kind; a
//     word of totality ("in total") is the role total.
//
// Words of a signed role (discount, refund, credit, saving, delay, wait)
// change what the value means to the reader; they are never covered by
// silence.

// kindWord is what a kind word says of a value: its role ("" for a
// generic word of the kind: amount, time, rate) and whether the role is
// signed (never covered by silence).
type kindWord struct {
	role   string
	signed bool
}

// kindLists are the words of each value kind, by role; role "" is generic.
var kindLists = map[string]map[string][]string{
	"amount": {
		"":         {"amount", "sum", "value", "money", "cost", "costs", "worth"},
		"price":    {"price", "priced"},
		"rate":     {"rate"},
		"fee":      {"fee", "fees", "surcharge"},
		"total":    {"total"},
		"balance":  {"balance"},
		"fare":     {"fare"},
		"salary":   {"salary", "wage", "wages", "earnings", "income"},
		"tax":      {"tax", "vat", "duty"},
		"tip":      {"tip"},
		"deposit":  {"deposit"},
		"interest": {"interest"},
		"limit":    {"limit"},
		"budget":   {"budget"},
		"-refund":  {"refund", "refunded", "reimbursement"},
		"-credit":  {"credit", "credited"},
		"-saving":  {"discount", "saving", "savings", "save", "off"},
	},
	"percent": {
		"":         {"percent", "percentage", "rate", "share", "ratio", "proportion", "level", "chance", "probability", "likelihood"},
		"interest": {"interest", "apr", "apy"},
		"tax":      {"tax", "vat"},
		"fee":      {"fee", "commission"},
		"deposit":  {"deposit"},
		"tip":      {"tip"},
		"-saving":  {"discount", "saving", "save", "off"},
	},
	"duration": {
		"":       {"time", "duration", "length", "period", "runtime", "span", "timer", "run", "runs", "gap", "interval"},
		"trip":   {"trip", "journey"},
		"walk":   {"walk", "walking"},
		"drive":  {"drive", "driving", "ride"},
		"-delay": {"delay", "delayed", "late"},
		"-wait":  {"wait", "waiting"},
	},
	"time":   {"": {"time", "clock"}},
	"mass":   {"": {"weight", "weighs", "weigh", "mass"}, "net": {"net"}, "gross": {"gross"}},
	"length": {"": {"length", "distance", "height", "tall", "long", "width", "wide"}},
	"temp":   {"": {"temperature", "temp"}},
	"volume": {"": {"volume", "capacity"}},
	"power":  {"": {"power", "using", "uses", "use", "consumption", "draw", "load"}},
	"grade":  {"": {"grade", "grades", "mark", "graded"}},
	"number": {"": {"items", "item", "things", "entries", "units", "count", "number", "qty", "quantity"}, "total": {"total"}},
}

// kindIndex maps a value kind name to the stems of its kind words.
var kindIndex = buildKindIndex()

func buildKindIndex() map[string]map[string]kindWord {
	out := map[string]map[string]kindWord{}
	for kind, roles := range kindLists {
		m := map[string]kindWord{}
		for role, words := range roles {
			kw := kindWord{role: strings.TrimPrefix(role, "-"), signed: strings.HasPrefix(role, "-")}
			for _, w := range words {
				m[stem(w)] = kw
			}
		}
		out[kind] = m
	}
	return out
}

// kindName is the name kindLists files a value's kind under ("" none).
func kindName(v value) string {
	switch v.kind {
	case vAmount:
		return "amount"
	case vPercent:
		return "percent"
	case vDuration:
		return "duration"
	case vTime:
		return "time"
	case vMeasure:
		return v.unit
	case vNumber:
		return "number"
	case vCode:
		if isGrade(v) {
			return "grade" // values_grade.go
		}
	}
	return ""
}

// kindOf is what unit u says of a value of kind name, if it is a kind word.
func kindOf(u unit, name string) (kindWord, bool) {
	m := kindIndex[name]
	if m == nil || u.raw == "" {
		return kindWord{}, false
	}
	kw, ok := m[stem(strings.ToLower(u.raw))]
	if !ok && u.c == nil {
		kw, ok = m[strings.TrimPrefix(u.key, "w:")]
	}
	return kw, ok
}

// kindCovered reports whether unit u of side x is a kind word covered by a
// value the other side o states (see above). expected tells which side x
// is (values match from the expected side); c is the page's context when
// x is the expected side, nil otherwise.
func kindCovered(u unit, x, o, c *analysis, expected bool) bool {
	if u.implied || u.weight == 0 || u.raw == "" || x.denied() || o.denied() {
		return false // kindOf knows no unit without its raw word
	}
	if !kindWordOfAny(u) {
		return false // no value's kind names it: no need to read a long text's values
	}
	var kinds kindMemo // kindOf(u, name) per kind name, not per value of a long text
	for _, xv := range x.values {
		if xv.implied || !labels(x, u.clause, xv.clause) {
			continue
		}
		name := kindName(xv)
		kw, ok := kinds.of(u, name)
		if !ok || kw.signed {
			continue
		}
		for _, ov := range o.values {
			if ov.implied && !ov.ratio || !fullMatch(xv, ov, expected) {
				continue
			}
			if !otherRole(o, x, c, ov.clause, name, kw.role) {
				return true
			}
		}
	}
	return false
}

// fullMatch reports whether x's value xv and o's value ov are the same
// value in full, matched from the expected side.
func fullMatch(xv, ov value, expected bool) bool {
	e, a := xv, ov
	if !expected {
		e, a = ov, xv
	}
	q, _ := matchValue(e, a)
	return q >= qFull
}

// otherRole reports whether clause k of o names its value otherwise than
// x does: a word x does not name that is not a generic kind word of the
// value's kind, or a kind word of another role; or whether the context
// names another role of the kind.
func otherRole(o, x, c *analysis, k int, name, role string) bool {
	if o.totalCue && !x.totalCue && role != "" && role != "total" {
		return true // "28 dollars in total" against "Rate: $28"
	}
	for _, ou := range o.units {
		if !labels(o, ou.clause, k) || ou.implied || ou.weight == 0 || ou.descriptor {
			continue
		}
		kw, isKind := kindOf(ou, name)
		if isKind && !kw.signed && (kw.role == "" || role == "" || kw.role == role) {
			// A generic word ("price") is not contradicted by a role
			// ("Fee"); a role is, by another role.
			continue
		}
		if bestUnit(ou, x.units) > 0 || (c != nil && bestUnit(ou, c.units) > 0) {
			continue // named on x's side: not another role
		}
		return true
	}
	if c == nil {
		return false
	}
	for _, cu := range c.units {
		if kw, ok := kindOf(cu, name); ok && kw.role != "" && kw.role != role {
			return true
		}
	}
	return false
}

// labels reports whether a word of clause j of x is about the value of
// clause k: the same clause, or the label clause before it that holds no
// value of its own ("Customs duty due: €23.00").
func labels(x *analysis, j, k int) bool {
	if j == k {
		return true
	}
	if j != k-1 {
		return false
	}
	for _, v := range x.values {
		if v.clause == j && !v.implied {
			return false
		}
	}
	return true
}
