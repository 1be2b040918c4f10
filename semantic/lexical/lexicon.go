package lexical

import (
	_ "embed"
	"errors"
	"fmt"
	"strconv"
	"strings"
)

//go:embed lexicon.txt
var lexiconText string

// concept is one meaning the lexicon knows.
type concept struct {
	id     string
	weight float64
	verb   bool   // tense is compared
	group  string // exclusive group, "" for none
	state  bool   // boolean state: polarity only, no concept unit
	zero   bool   // means an amount of zero
	negOut bool   // the positive forms are a negative outcome (flip polarity)
	// polar: the concept has negative forms ("offline" for online), so a
	// count of it has a complement (claims_counts.go).
	polar bool
	// implies lists concepts this one entails ("yearly" entails billing,
	// "Pro" entails a plan): they may cover the other side.
	implies []string
	// before lists concepts a status of this one says have not happened
	// yet ("Shipped" is before "delivered"; stage.go).
	before []string
}

// lexEntry is what one surface form means.
type lexEntry struct {
	c     *concept
	neg   bool       // a negative form of c
	extra []*concept // further concepts the form carries ("autorenew" → auto)
}

// wordClass is the grammatical role of a function word.
type wordClass uint8

const (
	wcNone wordClass = iota
	wcStop
	wcNegator
	wcFuture
	wcPast
	wcDescriptor
)

// lexicon is the parsed, read-only lexicon. It is built once and shared by
// every Engine; nothing mutates it afterwards, so concurrent reads are safe.
type lexicon struct {
	concepts map[string]*concept
	forms    map[string]lexEntry // folded form (words joined by one space)
	stems    map[string]lexEntry // same forms, each word stemmed
	classes  map[string]wordClass
	maxWords int
	// starts holds the first word (raw and stemmed) of every multi-word
	// form, so most words skip the phrase lookups.
	starts map[string]bool
	// placeholder holds concepts named by a "+concept" form before their
	// own definition line.
	placeholder map[string]bool
}

var lex = mustLoadLexicon(lexiconText)

var monthNames = map[string]int{
	"january": 1, "jan": 1, "february": 2, "feb": 2, "march": 3, "mar": 3, "april": 4, "apr": 4,
	"may": 5, "june": 6, "jun": 6, "july": 7, "jul": 7, "august": 8, "aug": 8,
	"september": 9, "sep": 9, "sept": 9, "october": 10, "oct": 10, "november": 11, "nov": 11,
	"december": 12, "dec": 12,
}

var weekdayNames = map[string]int{
	"sunday": 0, "sun": 0, "monday": 1, "mon": 1, "tuesday": 2, "tue": 2, "tues": 2,
	"wednesday": 3, "wed": 3, "thursday": 4, "thu": 4, "thur": 4, "thurs": 4,
	"friday": 5, "fri": 5, "saturday": 6, "sat": 6,
}

func mustLoadLexicon(text string) *lexicon {
	l, err := parseLexicon(text)
	if err != nil {
		panic(err)
	}
	return l
}

// parseLexicon reads the lexicon format documented at the top of
// lexicon.txt. A form defined twice is an error.
func parseLexicon(text string) (*lexicon, error) {
	l := &lexicon{
		concepts: map[string]*concept{},
		forms:    map[string]lexEntry{},
		stems:    map[string]lexEntry{},
		classes:  map[string]wordClass{},
		starts:   map[string]bool{},

		placeholder: map[string]bool{},
	}
	for n, line := range strings.Split(text, "\n") {
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		var err error
		if strings.HasPrefix(line, "@") {
			err = l.directive(line)
		} else {
			err = l.conceptLine(line)
		}
		if err != nil {
			return nil, fmt.Errorf("lexicon line %d: %w", n+1, err)
		}
	}
	for _, c := range l.concepts {
		for _, id := range c.implies {
			if l.concepts[id] == nil {
				return nil, fmt.Errorf("lexicon: concept %s implies unknown %s", c.id, id)
			}
		}
		for _, id := range c.before {
			if l.concepts[id] == nil {
				return nil, fmt.Errorf("lexicon: concept %s is before unknown %s", c.id, id)
			}
		}
	}
	for id := range l.placeholder {
		return nil, fmt.Errorf("lexicon: concept %s used but never defined", id)
	}
	l.calendarNames()
	return l, nil
}

// directive reads an "@class WORD..." line.
func (l *lexicon) directive(line string) error {
	fields := strings.Fields(line)
	var wc wordClass
	switch fields[0] {
	case "@stop":
		wc = wcStop
	case "@negator":
		wc = wcNegator
	case "@future":
		wc = wcFuture
	case "@past":
		wc = wcPast
	case "@descriptor":
		wc = wcDescriptor
	default:
		return fmt.Errorf("unknown directive %s", fields[0])
	}
	for _, w := range fields[1:] {
		l.classes[w] = wc
	}
	return nil
}

// conceptLine reads a "CONCEPT FLAGS = FORMS | NEGATIVE FORMS" line.
func (l *lexicon) conceptLine(line string) error {
	head, body, ok := strings.Cut(line, "=")
	if !ok {
		return errors.New("missing '='")
	}
	hf := strings.Fields(head)
	if len(hf) == 0 {
		return errors.New("missing concept")
	}
	c := &concept{id: hf[0], weight: 1}
	for _, f := range hf[1:] {
		if err := c.flag(f); err != nil {
			return err
		}
	}
	if old, dup := l.concepts[c.id]; dup {
		if !l.placeholder[c.id] {
			return fmt.Errorf("concept %s defined twice", c.id)
		}
		*old = *c
		c = old
		delete(l.placeholder, c.id)
	}
	l.concepts[c.id] = c
	pos, negs, _ := strings.Cut(body, "|")
	if err := l.addForms(c, pos, false); err != nil {
		return err
	}
	if err := l.addForms(c, negs, true); err != nil {
		return err
	}
	c.polar = strings.TrimSpace(negs) != ""
	return nil
}

// flag sets one concept flag (v, s, z, n, i:ID, b:ID, g:NAME, w:N).
func (c *concept) flag(f string) error {
	switch {
	case f == "v":
		c.verb = true
	case f == "s":
		c.state = true
	case f == "z":
		c.zero = true
	case f == "n":
		c.negOut = true
	case strings.HasPrefix(f, "i:"):
		c.implies = append(c.implies, f[2:])
	case strings.HasPrefix(f, "b:"):
		c.before = append(c.before, f[2:])
	case strings.HasPrefix(f, "g:"):
		c.group = f[2:]
	case strings.HasPrefix(f, "w:"):
		w, err := strconv.ParseFloat(f[2:], 64)
		if err != nil {
			return fmt.Errorf("bad weight %q", f)
		}
		c.weight = w
	default:
		return fmt.Errorf("unknown flag %q", f)
	}
	return nil
}

// calendarNames adds month and weekday names: exclusive groups of their
// own.
func (l *lexicon) calendarNames() {
	for name, m := range monthNames {
		id := "month:" + strconv.Itoa(m)
		c := l.concepts[id]
		if c == nil {
			c = &concept{id: id, weight: 1, group: "monthname"}
			l.concepts[id] = c
		}
		if name != "may" {
			l.forms[name] = lexEntry{c: c}
		}
	}
	for name, d := range weekdayNames {
		id := "weekday:" + strconv.Itoa(d)
		c := l.concepts[id]
		if c == nil {
			c = &concept{id: id, weight: 1, group: "weekday"}
			l.concepts[id] = c
		}
		l.forms[name] = lexEntry{c: c}
	}
}

func (l *lexicon) addForms(c *concept, list string, neg bool) error {
	for _, f := range strings.Split(list, ",") {
		f = strings.TrimSpace(f)
		if f == "" {
			continue
		}
		e := lexEntry{c: c, neg: neg}
		words := strings.Fields(f)
		var plain []string
		for _, w := range words {
			if strings.HasPrefix(w, "+") {
				e.extra = append(e.extra, l.lazyConcept(w[1:]))
				continue
			}
			plain = append(plain, w)
		}
		key := strings.Join(plain, " ")
		if old, dup := l.forms[key]; dup && (old.c != c || old.neg != neg) {
			return fmt.Errorf("form %q means both %s and %s", key, old.c.id, c.id)
		}
		l.forms[key] = e
		sk := stemKey(plain)
		if _, dup := l.stems[sk]; !dup {
			l.stems[sk] = e
		}
		if len(plain) > 1 {
			l.starts[plain[0]] = true
			l.starts[stem(plain[0])] = true
		}
		if len(plain) > l.maxWords {
			l.maxWords = len(plain)
		}
	}
	return nil
}

// lazyConcept returns the concept id, creating a placeholder that a later
// definition line fills in.
func (l *lexicon) lazyConcept(id string) *concept {
	if c, ok := l.concepts[id]; ok {
		return c
	}
	c := &concept{id: id, weight: 1}
	l.concepts[id] = c
	l.placeholder[id] = true
	return c
}

func stemKey(words []string) string {
	if len(words) == 1 {
		return stem(words[0])
	}
	s := make([]string, len(words))
	for i, w := range words {
		s[i] = stem(w)
	}
	return strings.Join(s, " ")
}
