package lexical

import (
	"testing"

	"github.com/jevtest/jev/semantic"
)

// TestTemperatureToleranceOnlyAcrossScales: a temperature converted from
// another scale is compared with a rounding tolerance (77 °F is 25 °C),
// one written in the same scale is not (a thermostat showing 21.5 °C does
// not show 22 °C).
func TestTemperatureToleranceOnlyAcrossScales(t *testing.T) {
	e := New()
	for _, c := range []struct {
		actual, context, expected string
		want                      semantic.Status
	}{
		{"21.5 °C", "Thermostat", "22 °C", semantic.StatusFailed},
		{"21.5 °C", "Thermostat", "21.5 °C", semantic.StatusPassed},
		{"72°F", "Temperature", "22 °C", semantic.StatusPassed},
		{"72°F", "Temperature", "72 °F", semantic.StatusPassed},
		{"72°F", "Temperature", "72.5 °F", semantic.StatusFailed},
	} {
		d := decideOne(t, e, c.actual, c.context, c.expected)
		if st := semantic.Verdict(d, 0.8); st != c.want {
			t.Errorf("%q [%s] vs %q: %s (%s %.3f), want %s", c.actual, c.context, c.expected, st, d.Choice, d.Confidence(), c.want)
		}
	}
}
