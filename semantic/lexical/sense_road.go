package lexical

// Road directions. A road sign writes its direction as one letter after
// the road's number ("Hwy 101 N", "I-5 S"). A bare letter is too
// ambiguous to be a compass point elsewhere ("60 W" is watts, "5 s"
// seconds), so it is read as one only after a number in a clause that
// names a road.

// roadWords name a road.
var roadWords = map[string]bool{"hwy": true, "highway": true, "route": true, "rte": true, "interstate": true, "freeway": true, "motorway": true, "expressway": true}

// roadLetters are the compass points a road's direction letter stands for.
var roadLetters = map[string]string{"n": "northbound", "s": "southbound", "e": "eastbound", "w": "westbound"}

// readRoadDirections rewrites a direction letter after a road's number.
func readRoadDirections(its []item) {
	road := false
	for i := range its {
		if its[i].brk {
			road = false
		}
		if its[i].kind == tkWord && roadWords[its[i].text] {
			road = true
		}
		d, ok := roadLetters[its[i].text]
		if !ok || !road || i == 0 || its[i].kind != tkWord || its[i].brk || its[i-1].kind != tkNum {
			continue
		}
		if i+1 < len(its) && !its[i+1].brk {
			continue // the letter ends the sign: "Hwy 101 N", not "Route 5 s ago"
		}
		its[i].text, its[i].stem = d, stem(d)
	}
}
