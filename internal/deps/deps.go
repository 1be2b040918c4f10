package deps

import (
	_ "github.com/bmatcuk/doublestar/v4"
	_ "github.com/goccy/go-yaml"
	_ "github.com/google/uuid"
	_ "github.com/onsi/ginkgo/v2"
	_ "github.com/onsi/gomega"
	_ "github.com/openai/openai-go/v3"
	_ "github.com/playwright-community/playwright-go"
	_ "github.com/schollz/progressbar/v3"
	_ "github.com/spf13/cobra"
	_ "golang.org/x/text/unicode/norm"
	_ "gonum.org/v1/plot"
)
