package replay

import (
	"errors"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/jevtest/jev/trace"
)

func f64(v float64) *float64 { return &v }

func TestRiskyEachLanguage(t *testing.T) {
	samples := map[string][]string{
		"en": {"Delete account", "Pay now", "Buy now", "Submit order", "Send", "Transfer funds", "Cancel subscription", "Close my account", "Remove item", "Purchase"},
		"vi": {"Xóa tài khoản", "Thanh toán", "Mua ngay", "Gửi", "Chuyển khoản", "Hủy đăng ký", "Đặt hàng"},
		"de": {"Konto löschen", "Jetzt kaufen", "Zahlungspflichtig bestellen", "Absenden", "Geld überweisen", "Abo kündigen", "Artikel entfernen"},
		"fr": {"Supprimer le compte", "Payer", "Acheter", "Envoyer", "Virement", "Annuler l'abonnement", "Résilier", "Fermer le compte"},
		"es": {"Eliminar cuenta", "Pagar ahora", "Comprar", "Enviar", "Transferir dinero", "Cancelar suscripción", "Cerrar la cuenta"},
		"pt": {"Excluir conta", "Pagar", "Finalizar compra", "Enviar", "Transferência", "Cancelar assinatura", "Encerrar conta"},
		"ja": {"アカウントを削除", "お支払い", "購入する", "注文を確定", "送信", "送金する", "解約", "退会する"},
		"zh": {"删除账户", "刪除帳戶", "立即支付", "付款", "立即购买", "提交", "发送", "转账", "取消订阅", "注销账户"},
		"ko": {"계정 삭제", "결제하기", "구매하기", "주문하기", "제출", "보내기", "송금", "구독 취소", "회원 탈퇴"},
	}
	for lang, words := range samples {
		re := builtinRiskyCompiled[indexOf(riskyLanguages, lang)].re
		for _, w := range words {
			if !re.MatchString(riskText("Click the button", w, "button")) {
				t.Errorf("%s: %q does not match the built-in pattern", lang, w)
			}
			v := Evaluate(DefaultGates(), "Click the button", w, "button", 0.99, 0, "f0:c1", nil)
			if v.Verdict != trace.VerdictReview || !strings.Contains(v.Reason, "risky") {
				t.Errorf("%s: %q → %+v, want review (risky)", lang, w, v)
			}
		}
	}
	// Not risky: similar-looking words must not trip the word patterns.
	for _, w := range []string{"Display settings", "Payload viewer", "Sender profile", "Sign in", "Remember me", "Home", "Mùa hè", "Abonnement ansehen", "Cancel"} {
		v := Evaluate(DefaultGates(), "Open it", w, "link", 0.99, 0, "f0:c1", nil)
		if v.Verdict != trace.VerdictAuto {
			t.Errorf("%q → %+v, want auto", w, v)
		}
	}
	// Vietnamese typed decomposed (NFD) still matches.
	if v := Evaluate(DefaultGates(), "", "Xo\u0301a", "button", 0.99, 0, "f0:c1", nil); v.Verdict != trace.VerdictReview {
		t.Errorf("NFD xóa → %+v", v)
	}
}

func indexOf(s []string, v string) int {
	for i, x := range s {
		if x == v {
			return i
		}
	}
	return -1
}

func TestEvaluate(t *testing.T) {
	g, err := LoadGates("testdata/gates/gates.yaml")
	if err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		name                 string
		g                    Gates
		intent, chosen, role string
		conf                 float64
		dropped              int
		choice               string
		caller               *float64
		verdict              trace.GateVerdict
		threshold            float64
		reason               string
	}{
		{"default auto", DefaultGates(), "Open the docs", "Docs", "link", 0.95, 0, "f0:c1", nil, trace.VerdictAuto, 0.9, "confidence 0.95 ≥ 0.90 (min_confidence)"},
		{"zero gates = defaults", Gates{}, "Open the docs", "Docs", "link", 0.89, 0, "f0:c1", nil, trace.VerdictReview, 0.9, "confidence 0.89 below 0.90 (min_confidence)"},
		{"blocked none", DefaultGates(), "Open the docs", "", "", 0.99, 0, "none", nil, trace.VerdictBlocked, 0, "the decision chose none"},
		{"blocked errored", DefaultGates(), "Open the docs", "", "", 0, 0, "", nil, trace.VerdictBlocked, 0, "failed or chose nothing"},
		{"blocked NaN", DefaultGates(), "Open the docs", "Docs", "link", math.NaN(), 0, "f0:c1", nil, trace.VerdictBlocked, 0, "confidence NaN"},
		{"longest intent wins", g, "Click the Pricing link", "Pricing", "link", 0.8, 0, "f0:c2", nil, trace.VerdictAuto, 0.75, `intents "Click the Pricing link"`},
		{"shorter intent", g, "Click the Blog link", "Blog", "link", 0.7, 0, "f0:c3", nil, trace.VerdictAuto, 0.6, `intents "Click the * link"`},
		{"catch-all intent", g, "Open the menu", "Menu", "button", 0.9, 0, "f0:c4", nil, trace.VerdictReview, 0.95, `below 0.95 (intents "*")`},
		{"user risky pattern", g, "Click the Blog link", "Redeem giftcard", "link", 0.99, 0, "f0:c3", nil, trace.VerdictReview, 0.6, `risky: "giftcard" matches risky "giftcard"`},
		{"truncated review", g, "Click the Blog link", "Blog", "link", 0.99, 3, "f0:c3", nil, trace.VerdictReview, 0.6, "3 candidates dropped (truncated: review)"},
		{"truncated warn", DefaultGates(), "Open the docs", "Docs", "link", 0.99, 3, "f0:c1", nil, trace.VerdictAuto, 0.9, "warning: 3 candidates dropped"},
		{"caller lowers", DefaultGates(), "Open the docs", "Docs", "link", 0.5, 0, "f0:c1", f64(0.4), trace.VerdictAuto, 0.4, "(caller)"},
		{"caller clamped to floor", DefaultGates(), "Open the docs", "Docs", "link", 0.2, 0, "f0:c1", f64(0), trace.VerdictReview, 0.3, "caller's min_confidence 0 clamped to the floor 0.3"},
		{"caller clamped passes at floor", DefaultGates(), "Open the docs", "Docs", "link", 0.31, 0, "f0:c1", f64(0.1), trace.VerdictAuto, 0.3, "clamped to the floor 0.3"},
		{"caller cannot skip risky", DefaultGates(), "Delete the account", "Delete account", "button", 0.99, 0, "f0:c1", f64(0.3), trace.VerdictReview, 0.3, "risky"},
		{"caller NaN ignored", DefaultGates(), "Open the docs", "Docs", "link", 0.5, 0, "f0:c1", f64(math.NaN()), trace.VerdictReview, 0.9, "NaN ignored"},
		{"several reasons", g, "Click the Blog link", "Pay now", "button", 0.5, 2, "f0:c3", nil, trace.VerdictReview, 0.6, "confidence 0.50 below 0.60"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			v := Evaluate(c.g, c.intent, c.chosen, c.role, c.conf, c.dropped, c.choice, c.caller)
			if v.Verdict != c.verdict || v.Threshold != c.threshold || !strings.Contains(v.Reason, c.reason) {
				t.Fatalf("Evaluate = %+v; want %s at %v containing %q", v, c.verdict, c.threshold, c.reason)
			}
			if v.MayExecute() != (c.verdict == trace.VerdictAuto) {
				t.Fatalf("MayExecute = %v for %s", v.MayExecute(), v.Verdict)
			}
		})
	}
}

func TestLoadGates(t *testing.T) {
	g, err := LoadGates("testdata/gates/gates.yaml")
	if err != nil {
		t.Fatal(err)
	}
	if g.MinConfidence != 0.85 || len(g.Risky) != 2 || len(g.Intents) != 3 || g.Intents["Click the * link"].MinConfidence != 0.6 || g.Truncated != TruncatedReview {
		t.Fatalf("gates = %+v", g)
	}
	g, err = parseGates([]byte("risky: ['x+']\n"), "defaults.yaml")
	if err != nil || g.MinConfidence != DefaultMinConfidence || g.Truncated != TruncatedWarn {
		t.Fatalf("defaults = %+v, %v", g, err)
	}
}

func TestLoadGatesErrors(t *testing.T) {
	cases := []struct {
		name, yaml string
		line       int
		msg        string
	}{
		{"unknown key", "min_confidence: 0.8\nmin_confidense: 0.9\n", 2, "unknown field"},
		{"unknown intent key", "intents:\n  'pay*':\n    min_conf: 0.9\n", 3, "unknown field"},
		{"wrong type", "min_confidence: high\n", 1, ""},
		{"below floor", "truncated: warn\nmin_confidence: 0.1\n", 2, "outside [0.3, 1]"},
		{"above one", "min_confidence: 1.5\n", 1, "outside [0.3, 1]"},
		{"explicit zero", "min_confidence: 0\n", 1, "outside [0.3, 1]"},
		{"intent below floor", "intents:\n  'pay*':\n    min_confidence: 0.2\n", 3, `intents "pay*"`},
		{"bad regex", "risky:\n  - 'ok'\n  - '(unclosed'\n", 3, `risky[1] "(unclosed"`},
		{"bad intent pattern", "intents:\n  '[z-a]':\n    min_confidence: 0.9\n", 2, `intents "[z-a]"`},
		{"bad truncated", "truncated: block\n", 1, `truncated "block"`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := parseGates([]byte(c.yaml), "gates.yaml")
			var ge *GatesError
			if !errors.As(err, &ge) || !errors.Is(err, ErrInvalidGates) || ge.File != "gates.yaml" || ge.Line != c.line {
				t.Fatalf("parseGates = %v (%#v); want line %d", err, ge, c.line)
			}
			if !strings.Contains(err.Error(), c.msg) || !strings.HasPrefix(err.Error(), "gates.yaml:") {
				t.Fatalf("error %q does not mention %q", err, c.msg)
			}
		})
	}
}

func TestFindGates(t *testing.T) {
	g, p, err := FindGates("testdata/gates/checkout.jsonl")
	if err != nil || p != filepath.Join("testdata", "gates", "gates.yaml") || g.MinConfidence != 0.85 {
		t.Fatalf("FindGates = %+v, %q, %v", g, p, err)
	}
	g, p, err = FindGates("../trace/testdata/login.jsonl")
	if err != nil || p != "" || g.MinConfidence != DefaultMinConfidence || g.Truncated != TruncatedWarn {
		t.Fatalf("FindGates without file = %+v, %q, %v", g, p, err)
	}
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, GatesFile), []byte("nope: 1\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, p, err = FindGates(filepath.Join(dir, "t.jsonl")); !errors.Is(err, ErrInvalidGates) || p != filepath.Join(dir, GatesFile) {
		t.Fatalf("FindGates broken = %q, %v", p, err)
	}
}

func TestFnmatch(t *testing.T) {
	cases := []struct {
		pat, s string
		want   bool
	}{
		{"*", "anything / at all", true},
		{"pay*", "pay the invoice", true},
		{"pay*", "Pay the invoice", false}, // case-sensitive, like fnmatchcase
		{"Click the ? button", "Click the X button", true},
		{"Click the ? button", "Click the XY button", false},
		{"[!a]bc", "xbc", true},
		{"[!a]bc", "abc", false},
		{"[ab]c", "bc", true},
		{"[]]x", "]x", true},
		{"a[b", "a[b", true},
		{"a.b", "axb", false},
		{"*/checkout", "shop/cart/checkout", true},
	}
	for _, c := range cases {
		re, err := fnmatchRegexp(c.pat)
		if err != nil {
			t.Fatalf("%q: %v", c.pat, err)
		}
		if got := re.MatchString(c.s); got != c.want {
			t.Errorf("fnmatch(%q, %q) = %v", c.s, c.pat, got)
		}
	}
}
