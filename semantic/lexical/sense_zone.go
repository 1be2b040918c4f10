package lexical

// Time-zone abbreviations. After a clock time, "ET", "PT", "CT" and "MT"
// (and their standard and daylight forms) name a zone, and are read as the
// zone's word: "Tip-off 7:30 PM ET" states what "starts at 19:30 Eastern"
// states. Elsewhere the letters stay what they are ("CT scan", "MT" as a
// name): only a number or a meridiem right before them makes them a zone.

// zoneWords maps the abbreviations of the North American zones to the
// word a tester writes for them.
var zoneWords = map[string]string{
	"et": "eastern", "est": "eastern", "edt": "eastern",
	"ct": "central", "cst": "central", "cdt": "central",
	"mt": "mountain", "mst": "mountain", "mdt": "mountain",
	"pt": "pacific", "pst": "pacific", "pdt": "pacific",
}

// readZones rewrites a zone abbreviation right after a clock time as its
// zone's word.
func readZones(its []item) {
	for i := 1; i < len(its); i++ {
		w, ok := zoneWords[its[i].text]
		if !ok || its[i].kind != tkWord || its[i].brk {
			continue
		}
		prev := its[i-1]
		if prev.kind == tkNum || prev.kind == tkWord && meridiem[prev.text] {
			its[i].text, its[i].stem = w, stem(w)
		}
	}
}

// meridiem are the words that end a 12-hour clock time.
var meridiem = map[string]bool{"am": true, "pm": true}
