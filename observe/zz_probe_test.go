package observe

import (
	"encoding/json"
	"fmt"
	"os"
	"testing"
	"time"
)

func TestZZProbe(t *testing.T) {
	old, _ := os.ReadFile("zz_old.js.txt")
	page := newPage(t)
	open(t, page, largePage())
	arg := func(i int) map[string]any {
		return map[string]any{"op": "observe", "snap": fmt.Sprint("z", i), "cap": 254, "text": true, "settleMs": 0, "readyMs": 0, "main": true, "vp": true, "children": []any{}}
	}
	minN, minO := 1e9, 1e9
	mins := map[string]float64{}
	defer func() { fmt.Println("MIN new scan", minN, "old scan", minO, mins) }()
	for i := 0; i < 12; i++ {
		var res struct {
			Phases map[string]float64 `json:"phases"`
		}
		t0 := time.Now()
		evalJSON(t.Context(), page.MainFrame(), arg(i), &res)
		d := time.Since(t0)
		t0 = time.Now()
		v, _ := page.MainFrame().Evaluate(string(old), arg(100+i))
		d2 := time.Since(t0)
		var o struct {
			Phases map[string]float64 `json:"phases"`
		}
		json.Unmarshal([]byte(v.(string)), &o)
		minN = min(minN, res.Phases["scan"])
		tv, _ := page.Evaluate(`() => JSON.stringify(globalThis.__t)`)
		var tm map[string]float64
		if ts, ok := tv.(string); ok {
			json.Unmarshal([]byte(ts), &tm)
		}
		for k, x := range tm {
			if cur, ok := mins[k]; !ok || x < cur {
				mins[k] = x
			}
		}
		minO = min(minO, o.Phases["scan"])
		_, _ = d, d2
	}
}
