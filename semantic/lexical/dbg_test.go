package lexical
import ("testing";"os";"strings")
func TestDbg(t *testing.T){
	for _, l := range strings.Split(os.Getenv("DBG"), ";;") {
		f := strings.Split(l, "|")
		if len(f) < 3 { continue }
		a,c,e := analyze(f[0]), analyze(f[1]), analyze(f[2])
		r := compareAnalyses(&a,&c,&e)
		eq,df,in := r.distribution()
		t.Logf("%q vs %q: eq=%.2f diff=%.2f ins=%.2f covE=%.2f covA=%.2f reasons=%v\n A units=%v vals=%v claims=%v\n E units=%v vals=%v claims=%v", f[0], f[2], eq,df,in, r.covE, r.covA, r.reasons, keys(a.units), a.values, a.claims, keys(e.units), e.values, e.claims)
	}
}
func keys(us []unit) []string { var o []string; for _, u := range us { s:=u.key; if u.implied {s+="(i)"}; if u.neg {s+="(neg)"}; o = append(o, s) }; return o }
