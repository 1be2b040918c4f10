package demoapp

import (
	"bytes"
	"embed"
	"encoding/json"
	"errors"
	"fmt"
	"html/template"
	"io"
	"io/fs"
	"net/http"
	"net/mail"
	"strings"
	"time"
)

// Paths of the demo app's pages and endpoints.
const (
	PathOverview      = "/"
	PathInvoices      = "/invoices"
	PathProfile       = "/profile"
	PathPaymentMethod = "/payment-method"
	PathUsageAPI      = "/api/usage"
	PathProfileAPI    = "/api/profile"
)

//go:embed web
var webFS embed.FS

var pageTemplates = map[string]*template.Template{}

var paymentTemplate *template.Template

func init() {
	funcs := template.FuncMap{"statusTone": statusTone}
	base := template.Must(template.New("").Funcs(funcs).ParseFS(webFS, "web/templates/layout.html"))
	for _, name := range []string{"overview", "invoices", "invoice", "profile"} {
		t := template.Must(template.Must(base.Clone()).ParseFS(webFS, "web/templates/"+name+".html"))
		pageTemplates[name] = t
	}
	paymentTemplate = template.Must(template.New("").ParseFS(webFS, "web/templates/payment.html"))
}

func statusTone(status string) string {
	switch status {
	case "Paid":
		return "success"
	case "Overdue":
		return "danger"
	case "Processing":
		return "warning"
	default:
		return "neutral"
	}
}

// UsageReport is the JSON body /api/usage answers.
type UsageReport struct {
	APICalls int    `json:"apiCalls"`
	Limit    int    `json:"limit"`
	Period   string `json:"period"`
	Message  string `json:"message"`
}

// ProfileUpdate is the JSON body the profile form posts to /api/profile.
// It has no password field: the page never sends the password, and the
// endpoint rejects any field it does not know.
type ProfileUpdate struct {
	Name      string `json:"name"`
	Email     string `json:"email"`
	Language  string `json:"language"`
	Marketing bool   `json:"marketing"`
}

var languages = map[string]bool{"en-US": true, "en-GB": true, "de-DE": true, "fr-FR": true, "es-ES": true, "ja-JP": true}

type handler struct {
	cfg    config
	mux    *http.ServeMux
	static http.Handler
}

// NewHandler returns the demo app's handler: every page, the static assets,
// /api/usage and /api/profile, and the payment-method frame (loaded from
// the origin set by WithPaymentOrigin, else from this handler's own origin).
// A bad option is an error wrapping ErrInvalidOption.
func NewHandler(opts ...Option) (http.Handler, error) {
	cfg, err := newConfig(opts)
	if err != nil {
		return nil, err
	}
	return newHandler(cfg, true), nil
}

// Handler is NewHandler for tests (httptest.NewServer(app.Handler())): it
// panics when an option is invalid.
func Handler(opts ...Option) http.Handler {
	h, err := NewHandler(opts...)
	if err != nil {
		panic(err)
	}
	return h
}

// PaymentHandler returns the handler of the payment origin alone: it serves
// only PathPaymentMethod (the card frame) and answers 404 otherwise.
func PaymentHandler() http.Handler {
	return newHandler(defaultConfig(), false)
}

func newHandler(cfg config, app bool) *handler {
	h := &handler{cfg: cfg, mux: http.NewServeMux()}
	h.mux.HandleFunc("GET "+PathPaymentMethod, h.payment)
	if app {
		sub, err := fs.Sub(webFS, "web/static")
		if err != nil {
			panic(err) // the embedded tree is fixed at build time
		}
		h.static = http.StripPrefix("/static/", http.FileServerFS(sub))
		h.mux.HandleFunc("GET /{$}", h.page("overview", "Account overview"))
		h.mux.HandleFunc("GET "+PathInvoices, h.page("invoices", "Invoices"))
		h.mux.HandleFunc("GET "+PathInvoices+"/{number}", h.invoice)
		h.mux.HandleFunc("GET "+PathProfile, h.page("profile", "Profile"))
		h.mux.HandleFunc("GET "+PathUsageAPI, h.usage)
		h.mux.HandleFunc("POST "+PathProfileAPI, h.saveProfile)
		h.mux.Handle("GET /static/", h.static)
	}
	return h
}

func (h *handler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Cache-Control", "no-store")
	w.Header().Set("X-Content-Type-Options", "nosniff")
	h.mux.ServeHTTP(w, r)
}

type pageData struct {
	Page    string
	Title   string
	Account account
	Invoice *Invoice
}

func (h *handler) account(w http.ResponseWriter, r *http.Request) (account, bool) {
	s, err := ParseScenario(r.URL.Query())
	if err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return account{}, false
	}
	a := newAccount(s)
	a.PaymentURL = h.cfg.paymentOrigin + PathPaymentMethod
	if s.CardExpired {
		a.PaymentURL += "?card=expired"
	}
	return a, true
}

func (h *handler) page(name, title string) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		a, ok := h.account(w, r)
		if !ok {
			return
		}
		render(w, pageTemplates[name], "layout", pageData{Page: name, Title: title, Account: a})
	}
}

func (h *handler) invoice(w http.ResponseWriter, r *http.Request) {
	a, ok := h.account(w, r)
	if !ok {
		return
	}
	number := r.PathValue("number")
	for i := range a.Invoices {
		if a.Invoices[i].Number == number {
			inv := a.Invoices[i]
			render(w, pageTemplates["invoice"], "layout", pageData{Page: "invoices", Title: "Invoice " + number, Account: a, Invoice: &inv})
			return
		}
	}
	http.Error(w, "invoice not found", http.StatusNotFound)
}

func (h *handler) payment(w http.ResponseWriter, r *http.Request) {
	a, ok := h.account(w, r)
	if !ok {
		return
	}
	render(w, paymentTemplate, "payment", a)
}

// render executes the template into a buffer first so that a template error
// becomes a clean 500 instead of a half-written page.
func render(w http.ResponseWriter, t *template.Template, name string, data any) {
	var buf bytes.Buffer
	if err := t.ExecuteTemplate(&buf, name, data); err != nil {
		http.Error(w, "template error", http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	_, _ = buf.WriteTo(w)
}

func writeJSON(w http.ResponseWriter, code int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(code)
	_ = json.NewEncoder(w).Encode(v)
}

type apiError struct {
	Error string `json:"error"`
}

func (h *handler) usage(w http.ResponseWriter, r *http.Request) {
	s, err := ParseScenario(r.URL.Query())
	if err != nil {
		writeJSON(w, http.StatusBadRequest, apiError{err.Error()})
		return
	}
	if h.cfg.usageDelay > 0 {
		t := time.NewTimer(h.cfg.usageDelay)
		defer t.Stop()
		select {
		case <-t.C:
		case <-r.Context().Done():
			return
		}
	}
	if s.UsageFails {
		writeJSON(w, http.StatusServiceUnavailable, apiError{"usage service unavailable"})
		return
	}
	writeJSON(w, http.StatusOK, UsageReport{
		APICalls: UsageCalls, Limit: UsageLimit, Period: "2026-11",
		Message: fmt.Sprintf("Usage updated: %s API calls", groupThousands(UsageCalls)),
	})
}

const maxProfileBody = 16 << 10

func (h *handler) saveProfile(w http.ResponseWriter, r *http.Request) {
	if ct := r.Header.Get("Content-Type"); !strings.HasPrefix(ct, "application/json") {
		writeJSON(w, http.StatusUnsupportedMediaType, apiError{"content type must be application/json"})
		return
	}
	dec := json.NewDecoder(http.MaxBytesReader(w, r.Body, maxProfileBody))
	dec.DisallowUnknownFields()
	var p ProfileUpdate
	if err := dec.Decode(&p); err != nil {
		var tooBig *http.MaxBytesError
		if errors.As(err, &tooBig) {
			writeJSON(w, http.StatusRequestEntityTooLarge, apiError{"body too large"})
			return
		}
		writeJSON(w, http.StatusBadRequest, apiError{"malformed profile JSON"})
		return
	}
	if _, err := dec.Token(); err != io.EOF {
		writeJSON(w, http.StatusBadRequest, apiError{"malformed profile JSON"})
		return
	}
	p.Name = strings.TrimSpace(p.Name)
	switch {
	case p.Name == "":
		writeJSON(w, http.StatusUnprocessableEntity, apiError{"name is required"})
		return
	case !validEmail(p.Email):
		writeJSON(w, http.StatusUnprocessableEntity, apiError{"email is invalid"})
		return
	case !languages[p.Language]:
		writeJSON(w, http.StatusUnprocessableEntity, apiError{"language is not supported"})
		return
	}
	writeJSON(w, http.StatusOK, p)
}

func validEmail(s string) bool {
	a, err := mail.ParseAddress(s)
	return err == nil && a.Address == s && a.Name == "" && strings.Contains(s[strings.LastIndexByte(s, '@')+1:], ".")
}

// groupThousands formats n with comma thousands separators: 12400 -> "12,400".
func groupThousands(n int) string {
	s := fmt.Sprint(n)
	neg := strings.HasPrefix(s, "-")
	if neg {
		s = s[1:]
	}
	var b strings.Builder
	for i, c := range s {
		if i > 0 && (len(s)-i)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteRune(c)
	}
	if neg {
		return "-" + b.String()
	}
	return b.String()
}
