package provider

import "testing"

func TestRedactReported(t *testing.T) {
	for in, want := range map[string]string{
		"gpt-4o-mini-2024-07-18":                       "gpt-4o-mini-2024-07-18",
		"meta-llama/Meta-Llama-3.1-70B-Instruct-Turbo": "meta-llama/Meta-Llama-3.1-70B-Instruct-Turbo",
		"qwen2.5:7b":                                       "qwen2.5:7b",
		"echo KEY-abcd-1234 here":                          "echo [redacted] here",
		"sk-proj-AbCdEf0123456789AbCdEf":                   "[redacted]",
		"m ZXhhbXBsZXRva2VuZXhhbXBsZXRva2VuMTIzNDU2Nzg5 x": "m [redacted] x",
		"hf_0123456789abcdef0123456789abcdef01":            "[redacted]",
		"bad \xff utf8":                                    "bad \uFFFD utf8",
		"sk-short":                                         "sk-short",
		"abcdefghijklmnopqrstuvwxyzabcdefghijklmnop":       "abcdefghijklmnopqrstuvwxyzabcdefghijklmnop",
		"0123456789012345678901234567890123456789":         "0123456789012345678901234567890123456789",
	} {
		if got := RedactReported(in, "KEY-abcd-1234", "x"); got != want {
			t.Errorf("RedactReported(%q) = %q, want %q", in, got, want)
		}
	}
}
