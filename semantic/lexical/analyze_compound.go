package lexical

// Hyphenated compounds in "-off" name an event or a place, not a switch
// turned off: "Tip-off 7:30 PM", "Cut-off 17:00", "Take-off", "Play-offs",
// "Sign-off". The "off" glued by a hyphen to the word before it completes
// that word; a spaced "off" ("Lights off", "Heating off from 22:00") is
// still an off state.

// offCompound reports whether the "off" at i is joined by a hyphen to the
// word before it (the tokenizer glues a word to a word only through a
// hyphen).
func (p *parser) offCompound(i int) bool {
	if i == 0 || !p.its[i].glued || p.its[i-1].kind != tkWord {
		return false
	}
	return p.its[i-1].text != "on" // "on-off" names both states
}
