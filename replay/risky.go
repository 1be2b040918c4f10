package replay

import (
	"maps"
	"regexp"
	"strings"

	"golang.org/x/text/unicode/norm"
)

// wordRE builds a case-insensitive pattern matching any of words as whole
// words: not preceded or followed by a letter, mark or digit. Spaces in a
// word match any run of white space.
func wordRE(words ...string) string {
	alts := make([]string, len(words))
	for i, w := range words {
		alts[i] = strings.ReplaceAll(regexp.QuoteMeta(w), " ", `\s+`)
	}
	return `(?i)(?:^|[^\p{L}\p{M}\p{N}])(?:` + strings.Join(alts, "|") + `)(?:$|[^\p{L}\p{M}\p{N}])`
}

// substrRE builds a pattern matching any of words anywhere — for Japanese
// and Chinese, written without spaces, and Korean, whose particles attach
// to the word.
func substrRE(words ...string) string {
	alts := make([]string, len(words))
	for i, w := range words {
		alts[i] = strings.ReplaceAll(regexp.QuoteMeta(w), " ", `\s*`)
	}
	return `(?:` + strings.Join(alts, "|") + `)`
}

// BuiltinRisky returns a copy of the built-in risk list, keyed by language
// (en, vi, de, fr, es, pt, ja, zh, ko): one regular expression per language.
// Each covers deleting/removing, paying and buying, submitting and sending,
// transferring money, cancelling a subscription and closing an account.
// gates.yaml's risky list extends it. Changing the returned map changes
// nothing in the gates.
func BuiltinRisky() map[string]string {
	return maps.Clone(builtinRiskyPatterns)
}

// builtinRiskyPatterns is the built-in risk list; see BuiltinRisky.
var builtinRiskyPatterns = map[string]string{
	"en": wordRE("delete", "deletes", "deleting", "remove", "removes", "erase", "destroy", "discard", "purge", "wipe",
		"pay", "pay now", "payment", "purchase", "buy", "buy now", "checkout", "check out", "place order", "order now", "confirm order",
		"submit", "send", "transfer", "wire transfer", "withdraw",
		"cancel subscription", "cancel my subscription", "cancel plan", "cancel membership", "cancel order", "unsubscribe",
		"close account", "close my account", "delete account", "deactivate", "terminate"),
	"vi": wordRE("xóa", "xoá", "gỡ bỏ", "loại bỏ", "thanh toán", "trả tiền", "mua", "mua ngay", "đặt hàng", "gửi",
		"chuyển khoản", "chuyển tiền", "hủy đăng ký", "huỷ đăng ký", "hủy gói", "huỷ gói", "đóng tài khoản"),
	"de": wordRE("löschen", "entfernen", "bezahlen", "zahlen", "jetzt kaufen", "kaufen", "zahlungspflichtig bestellen", "bestellen",
		"absenden", "senden", "abschicken", "überweisen", "überweisung", "kündigen", "abo kündigen", "abonnement kündigen",
		"konto schließen", "konto löschen"),
	"fr": wordRE("supprimer", "effacer", "retirer", "payer", "paiement", "acheter", "commander", "valider la commande",
		"envoyer", "soumettre", "virement", "transférer", "résilier", "annuler l'abonnement", "annuler l’abonnement",
		"annuler mon abonnement", "se désabonner", "fermer le compte", "fermer mon compte", "clôturer le compte"),
	"es": wordRE("eliminar", "borrar", "quitar", "pagar", "comprar", "comprar ahora", "realizar pedido", "enviar",
		"transferir", "transferencia", "cancelar suscripción", "cancelar la suscripción", "darse de baja", "darme de baja",
		"cerrar cuenta", "cerrar la cuenta"),
	"pt": wordRE("excluir", "apagar", "remover", "pagar", "pagamento", "comprar", "finalizar compra", "enviar", "submeter",
		"transferir", "transferência", "cancelar assinatura", "cancelar a assinatura", "encerrar conta", "fechar conta"),
	"ja": substrRE("削除", "消去", "支払", "購入", "買う", "注文", "送信", "送金", "振込", "振り込", "解約", "退会", "登録解除", "提出"),
	"zh": substrRE("删除", "刪除", "移除", "支付", "付款", "购买", "購買", "下单", "下單", "提交", "发送", "發送",
		"转账", "轉帳", "轉賬", "取消订阅", "取消訂閱", "注销账户", "註銷帳戶", "关闭账户", "關閉帳戶"),
	"ko": substrRE("삭제", "제거", "결제", "지불", "구매", "구입", "주문", "제출", "보내기", "전송", "송금", "이체",
		"구독 취소", "구독 해지", "해지", "탈퇴", "계정 삭제"),
}

// riskyLanguages fixes the order in which built-in patterns are tried (and
// reported).
var riskyLanguages = []string{"en", "vi", "de", "fr", "es", "pt", "ja", "zh", "ko"}

// builtinRiskyCompiled is the built-in list, compiled once.
var builtinRiskyCompiled = builtinRisky()

type riskyPattern struct {
	name string // "builtin:en" or the pattern as written
	re   *regexp.Regexp
}

func builtinRisky() []riskyPattern {
	out := make([]riskyPattern, 0, len(riskyLanguages))
	for _, lang := range riskyLanguages {
		out = append(out, riskyPattern{name: "builtin:" + lang, re: regexp.MustCompile(builtinRiskyPatterns[lang])})
	}
	return out
}

// compileRisky compiles a gates.yaml risky pattern; it is matched
// case-insensitively.
func compileRisky(p string) (*regexp.Regexp, error) { return regexp.Compile("(?i)" + p) }

// riskText is what the risk patterns see: intent, chosen name and role,
// NFC-normalised (Vietnamese may arrive decomposed).
func riskText(intent, name, role string) string {
	return norm.NFC.String(intent + " " + name + " " + role)
}

func regexpQuote(s string) string { return regexp.QuoteMeta(s) }
