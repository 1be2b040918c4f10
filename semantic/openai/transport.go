package openai

import (
	"errors"
	"io"
	"net/http"

	"github.com/openai/openai-go/v3/option"
)

// errTooLarge: the response body exceeds the configured size limit.
var errTooLarge = errors.New("response exceeds the size limit")

// redirectError is a 3xx answer: decision transports never follow
// redirects (an answer from elsewhere is not trusted), so it is a server
// error carrying the status code.
type redirectError struct{ status int }

func (r *redirectError) Error() string { return "redirect not followed" }

// noRedirects returns a copy of hc that hands 3xx responses back instead of
// following them.
func noRedirects(hc *http.Client) *http.Client {
	c := *hc
	c.CheckRedirect = func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }
	return &c
}

// guard is SDK middleware that turns a 3xx response into a redirectError
// and bounds every response body to limit bytes: reading past it fails
// with errTooLarge, so memory stays bounded whatever the server sends.
func guard(limit int64) option.Middleware {
	return func(req *http.Request, next option.MiddlewareNext) (*http.Response, error) {
		resp, err := next(req)
		if err != nil || resp == nil {
			return resp, err
		}
		if resp.StatusCode >= 300 && resp.StatusCode < 400 {
			_ = resp.Body.Close()
			return nil, &redirectError{status: resp.StatusCode}
		}
		resp.Body = &limitedBody{rc: resp.Body, left: limit}
		return resp, nil
	}
}

// limitedBody reads at most left bytes of rc; one byte more is errTooLarge.
type limitedBody struct {
	rc   io.ReadCloser
	left int64
}

func (l *limitedBody) Read(p []byte) (int, error) {
	if l.left < 0 {
		return 0, errTooLarge
	}
	if int64(len(p)) > l.left+1 {
		p = p[:l.left+1]
	}
	n, err := l.rc.Read(p)
	l.left -= int64(n)
	if l.left < 0 {
		return 0, errTooLarge
	}
	return n, err
}

func (l *limitedBody) Close() error { return l.rc.Close() }
