package lexical

import (
	"math"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/jevtest/jev/semantic"
)

// The fast paths of the hot path must answer exactly what the plain code
// they shortcut answers: these tests hold each to its reference on every
// text of the corpora and on texts made to reach their edges.

// perfTexts are every actual, context and expected text of the
// development corpora, and edge cases of the fast paths.
func perfTexts(t *testing.T) []string {
	t.Helper()
	out := []string{
		"", " ", "\t\n", "\u00a0", "\u0085", "\u200b", "\ufeff", "x", " a ", "\x00", "\xff", "\u0301",
		"Upcoming tours (2) · Past tours (5)", "Inbox (12)\t", "Alerts (3) \n", "(4)", "Label (1,200.50)",
		"Pro (yearly)", "Seats (5 of 10)", "A (2) | B (3); C (x)", "Tours (2)\r",
		"now", "Currently on Pro", "snow", "know-how", "NOW", "currentlyx",
	}
	files, _ := filepath.Glob(filepath.Join("testdata", "corpus4", "dev", "*.jsonl"))
	files = append(files, "testdata/corpus.jsonl", "testdata/engine_dev.jsonl")
	for _, f := range files {
		for _, p := range readJSONL[corpusPair](t, f) {
			out = append(out, p.Actual, p.Context, p.Expected)
		}
	}
	return out
}

// countLabelsPlain is countLabels without its shortcuts.
func countLabelsPlain(s string) string {
	if !strings.Contains(s, "(") {
		return s
	}
	var b strings.Builder
	start := 0
	flush := func(end int) {
		seg := s[start:end]
		if m := labelCount.FindStringSubmatch(seg); m != nil && len(strings.Fields(m[2])) <= 4 {
			seg = m[1] + m[3] + " " + strings.TrimSpace(m[2]) + m[4]
		}
		b.WriteString(seg)
	}
	for i, r := range s {
		switch r {
		case '·', '•', '|', ',', ';', '\n':
			flush(i)
			b.WriteRune(r)
			start = i + len(string(r))
		}
	}
	flush(len(s))
	return b.String()
}

func TestFastPathsMatchPlainCode(t *testing.T) {
	for _, s := range perfTexts(t) {
		if got, want := countLabels(s), countLabelsPlain(s); got != want {
			t.Errorf("countLabels(%q) = %q, want %q", s, got, want)
		}
		if got, want := blankNormalized(s), semantic.Normalize(s) == ""; got != want {
			t.Errorf("blankNormalized(%q) = %v, want %v", s, got, want)
		}
		canon := canonText(must(items(s)))
		want := false
		for w := range strings.FieldsSeq(canon) {
			want = want || nowCues[w]
		}
		if got := hasCue(canon); got != want {
			t.Errorf("hasCue(%q) = %v, want %v", canon, got, want)
		}
		// countShaped must hold of every segment labelCount matches.
		for _, seg := range strings.FieldsFunc(s, func(r rune) bool { return strings.ContainsRune("·•|,;\n", r) }) {
			if labelCount.MatchString(seg) && !countShaped(seg) {
				t.Errorf("countShaped(%q) = false for a segment labelCount matches", seg)
			}
		}
	}
}

func must[T, U any](x T, _ U) T { return x }

// TestNumTextMatchesFormat: numText writes every number of the corpora
// and of the edge cases as strconv.FormatFloat does.
func TestNumTextMatchesFormat(t *testing.T) {
	texts := append(perfTexts(t), "-0 left", "0 of 3", "007", "-5°", "+3", "12.4k", "1,200", "999999999999999", "1234567890123456", "two", "-$20.00", "minus 0")
	for _, s := range texts {
		its, _ := items(s)
		for _, it := range its {
			if !it.hasNum {
				continue
			}
			if got, want := numText(it), strconv.FormatFloat(it.num, 'f', -1, 64); got != want {
				t.Errorf("numText(%q of %q) = %q, want %q", it.text, s, got, want)
			}
		}
	}
	for _, c := range []struct {
		s string
		v float64
	}{{"0", math.Copysign(0, -1)}, {"5", -5}, {"05", 5}, {"", 0}, {"1e3", 1000}} {
		if plainInteger(c.s, c.v) {
			t.Errorf("plainInteger(%q, %v) = true", c.s, c.v)
		}
	}
}

// TestFoldCommonMatchesFull: foldCommon writes what foldFull writes for
// every text of the corpora it folds and for each of its runes in every
// position, and folds the common texts at all.
func TestFoldCommonMatchesFull(t *testing.T) {
	texts := perfTexts(t)
	for r := rune(0x80); r <= 0x1ffff; r++ {
		if _, known := commonRune(r); !known {
			continue
		}
		x := string(r)
		texts = append(texts, x, " "+x, x+" ", "A"+x+"b", "Plan "+x+" Pro", "9"+x, x+"9", x+x, "\t"+x+"\n", "`"+x+"`", x+"\u0301", "e"+x+"\u0301")
	}
	texts = append(texts, "  Subscription  ›  Plan  ", "Ünïcödé › Plan", "a\u00a0› b", "Größe › X", "\xff›", "5′ › 8″", "Ｐlan › x", "a – b", "a –", "– a")
	folded := 0
	for _, s := range texts {
		f, ok := foldCommon(s)
		if !ok {
			continue
		}
		folded++
		if want := foldFull(s); f != want {
			t.Errorf("foldCommon(%q) = %q, foldFull = %q", s, f, want)
		}
	}
	if f, ok := foldCommon("Subscription › Plan"); !ok || f != "subscription › plan" {
		t.Errorf("foldCommon(breadcrumb) = %q, %v", f, ok)
	}
	if folded < 200 {
		t.Errorf("foldCommon folded %d texts, want the common ones", folded)
	}
}

// TestDerivationalRulesMatchAll: the rules stem tries for a word find the
// rule the whole list finds first, for every word of the corpora and the
// lexicon; and isNumberWord answers as the four number tables do.
func TestDerivationalRulesMatchAll(t *testing.T) {
	var words []string
	for _, s := range perfTexts(t) {
		words = append(words, strings.Fields(fold(s))...)
	}
	for w := range lex.forms {
		words = append(words, w)
	}
	first := func(w string, rules []suffixRule) int {
		for i, r := range rules {
			if len(w)-len(r.s) >= r.min && strings.HasSuffix(w, r.s) {
				return i
			}
		}
		return -1
	}
	for _, w := range append(words, "organizations", "happiness", "ery", "abilities") {
		if w == "" {
			continue
		}
		var want, got suffixRule
		if i := first(w, derivational); i >= 0 {
			want = derivational[i]
		}
		if rs := derivationalRules(w); first(w, rs) >= 0 {
			got = rs[first(w, rs)]
		}
		if got != want {
			t.Errorf("%q: rule %v, want %v", w, got, want)
		}
		_, small := smallNumbers[w]
		_, tens := tensNumbers[w]
		_, scale := scaleNumbers[w]
		_, ord := ordinalWords[w]
		if isNumberWord(w) != (small || tens || scale || ord) {
			t.Errorf("isNumberWord(%q) = %v", w, isNumberWord(w))
		}
	}
}
