package lexical

// Language codes. A settings page writes a language as its ISO 639-1 code
// after the label ("Lang.: EN", "Language: de"). After a language label,
// in its clause, the code of a language the lexicon names is read as that
// language's word, so "Lang.: EN" meets "language English" and
// contradicts "language German" (g:language). Elsewhere the letters stay
// what they are ("EN 71" is a standard, "de" a word).

// languageCodes are the ISO 639-1 codes of the languages the lexicon names.
var languageCodes = map[string]string{"en": "english", "fr": "french", "de": "german", "es": "spanish"}

// languageLabels name a language setting.
var languageLabels = map[string]bool{"lang": true, "language": true, "languages": true, "locale": true}

// readLanguageCodes rewrites a language code after a language label.
func readLanguageCodes(its []item) {
	label := false
	for i := range its {
		if its[i].brk && !its[i].colon {
			label = false
		}
		if its[i].kind == tkWord && languageLabels[its[i].text] {
			label = true
			continue
		}
		w, ok := languageCodes[its[i].text]
		if !ok || !label || its[i].kind != tkWord {
			continue
		}
		its[i].text, its[i].stem = w, stem(w)
	}
}
