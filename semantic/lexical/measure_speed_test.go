package lexical

import "testing"

func TestSpeedsAndDimensions(t *testing.T) {
	cases := []struct{ text, want string }{
		{"Wind 36 km/h", "measure:10speed"},
		{"wind of 10 metres per second", "measure:10speed"},
		{"50 km an hour", "measure:13.88888888888889speed"},
		{"40 × 30 × 20 cm", "measure:0.4length measure:0.3length measure:0.2length"},
		// Near misses: a distance stays a distance; a product of money is no dimension.
		{"36 km", "measure:36000length"},
		{"3 × $5", "number:3 amount:USD:5.00"},
	}
	for _, c := range cases {
		if got := valueStrings(c.text); got != c.want {
			t.Errorf("%q: values %q, want %q", c.text, got, c.want)
		}
	}
	// 36 km/h is 10 m/s, not 36 km.
	e, a := analyze("10 metres per second").values[0], analyze("36 km/h").values[0]
	if q, c := matchValue(e, a); q != qFull || c {
		t.Errorf("10 m/s vs 36 km/h: q %.2f conflict %v", q, c)
	}
	e = analyze("36 km").values[0]
	if q, _ := matchValue(e, a); q != 0 {
		t.Errorf("36 km vs 36 km/h: q %.2f, want no match", q)
	}
}
