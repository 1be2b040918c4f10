package lexical

import units "github.com/bcicen/go-units"

// Energy in watt-hours ("1.2 MWh" is "1,200 kWh"), read like the other
// measures of measure.go and converted by go-units.
func init() {
	for w, u := range map[string]units.Unit{
		"wh": units.WattHour, "kwh": units.KiloWattHour, "mwh": units.MegaWattHour, "gwh": units.GigaWattHour,
	} {
		measureWords[w] = measureUnit{"energy", u}
	}
	baseUnit["energy"] = units.WattHour
}
