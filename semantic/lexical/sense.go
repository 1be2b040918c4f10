package lexical

// Word senses read before parsing. Each rule rewrites a word whose sense
// its neighbours decide ("Save" before a price is a discount, "ET" after a
// clock is Eastern, "N" after a road's number is northbound) into the word
// of that sense, after the claims and the canonical text are taken and
// before the parser reads concepts and values (analyze.go).

// readSenses applies the sense rules that rewrite words before parsing.
func readSenses(its []item) {
	readValueSenses(its) // sense_value.go
	readZones(its)       // sense_zone.go
	readLightVerbs(its)  // sense_light.go
	readOwedPassive(its)
	readRoadDirections(its) // sense_road.go
	readLanguageCodes(its)  // sense_language.go
}
