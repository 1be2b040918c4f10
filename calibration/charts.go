package calibration

import (
	"bytes"
	"fmt"
	"image/color"
	"strings"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"
	"gonum.org/v1/plot/vg/vgsvg"
)

var (
	barColor  = color.RGBA{R: 0x4c, G: 0x78, B: 0xa8, A: 0xff}
	gapColor  = color.NRGBA{R: 0xe4, G: 0x57, B: 0x56, A: 0x99}
	lineColor = color.RGBA{R: 0x55, G: 0x55, B: 0x55, A: 0xff}
)

// ReliabilitySVG draws a reliability diagram of bins (accuracy bars over the
// confidence range of each bin, the mean confidence of each bin as a dot, the
// gap between the two in translucent red,
// the diagonal of perfect agreement) above a histogram of the bin counts, as
// a standalone SVG document without the XML prolog, ready to inline in HTML.
func ReliabilitySVG(bins []Bin, title string) (string, error) {
	rel := plot.New()
	rel.Title.Text = title
	rel.X.Label.Text = "confidence (decision score)"
	rel.Y.Label.Text = "accuracy"
	rel.X.Min, rel.X.Max, rel.Y.Min, rel.Y.Max = 0, 1, 0, 1
	hist := plot.New()
	hist.X.Label.Text = "confidence (decision score)"
	hist.Y.Label.Text = "cases"
	hist.X.Min, hist.X.Max, hist.Y.Min = 0, 1, 0
	rel.Add(plotter.NewGrid())
	hist.Add(plotter.NewGrid())
	var means plotter.XYs
	for _, b := range bins {
		if b.Count == 0 {
			continue
		}
		lo, hi := b.Lower, b.Upper
		if hi-lo < 0.01 { // equal-mass bins of tied scores: give them a visible width
			lo, hi = max(0, lo-0.005), min(1, hi+0.005)
		}
		if err := addRect(rel, lo, hi, 0, b.Accuracy, barColor); err != nil {
			return "", err
		}
		ylo, yhi := min(b.Accuracy, b.MeanConfidence), max(b.Accuracy, b.MeanConfidence)
		if err := addRect(rel, lo, hi, ylo, yhi, gapColor); err != nil {
			return "", err
		}
		if err := addRect(hist, lo, hi, 0, float64(b.Count), barColor); err != nil {
			return "", err
		}
		means = append(means, plotter.XY{X: (lo + hi) / 2, Y: b.MeanConfidence})
	}
	diag, err := plotter.NewLine(plotter.XYs{{X: 0, Y: 0}, {X: 1, Y: 1}})
	if err != nil {
		return "", err
	}
	diag.Color = lineColor
	diag.Dashes = []vg.Length{vg.Points(4), vg.Points(3)}
	rel.Add(diag)
	if len(means) > 0 {
		sc, err := plotter.NewScatter(means)
		if err != nil {
			return "", err
		}
		sc.Color = lineColor
		sc.GlyphStyle.Shape = draw.CircleGlyph{}
		sc.GlyphStyle.Radius = vg.Points(3)
		rel.Add(sc)
	}
	return renderSVG([][]*plot.Plot{{rel}, {hist}}, 6*vg.Inch, 6*vg.Inch)
}

// RiskCoverageSVG draws the risk–coverage curve (selective risk against
// coverage as the threshold sweeps down) as inline-ready SVG.
func RiskCoverageSVG(points []RCPoint, title string) (string, error) {
	p := plot.New()
	p.Title.Text = title
	p.X.Label.Text = "coverage (accepted / all cases)"
	p.Y.Label.Text = "risk (false accepts / accepted)"
	p.X.Min, p.X.Max, p.Y.Min = 0, 1, 0
	p.Y.Max = 0.05
	p.Add(plotter.NewGrid())
	xys := make(plotter.XYs, 0, len(points))
	for _, pt := range points {
		xys = append(xys, plotter.XY{X: pt.Coverage, Y: pt.Risk})
		p.Y.Max = max(p.Y.Max, pt.Risk)
	}
	if len(xys) > 0 {
		line, sc, err := plotter.NewLinePoints(xys)
		if err != nil {
			return "", err
		}
		line.Color, sc.Color = barColor, barColor
		p.Add(line, sc)
	}
	return renderSVG([][]*plot.Plot{{p}}, 6*vg.Inch, 3.5*vg.Inch)
}

func addRect(p *plot.Plot, x0, x1, y0, y1 float64, c color.Color) error {
	poly, err := plotter.NewPolygon(plotter.XYs{{X: x0, Y: y0}, {X: x1, Y: y0}, {X: x1, Y: y1}, {X: x0, Y: y1}})
	if err != nil {
		return err
	}
	poly.Color = c
	poly.LineStyle.Width = vg.Points(0.5)
	poly.LineStyle.Color = color.White
	p.Add(poly)
	return nil
}

// renderSVG lays out plots in a grid and returns the SVG text from the
// <svg element on (the XML prolog is dropped for inlining).
func renderSVG(plots [][]*plot.Plot, w, h vg.Length) (string, error) {
	c := vgsvg.New(w, h)
	dc := draw.New(c)
	tiles := draw.Tiles{Rows: len(plots), Cols: len(plots[0]), PadY: vg.Points(8), PadTop: vg.Points(4), PadBottom: vg.Points(4), PadLeft: vg.Points(4), PadRight: vg.Points(8)}
	canvases := plot.Align(plots, tiles, dc)
	for i := range plots {
		for j, p := range plots[i] {
			p.Draw(canvases[i][j])
		}
	}
	var buf bytes.Buffer
	if _, err := c.WriteTo(&buf); err != nil {
		return "", fmt.Errorf("calibration: render svg: %w", err)
	}
	s := buf.String()
	if i := strings.Index(s, "<svg"); i >= 0 {
		s = s[i:]
	}
	return s, nil
}
