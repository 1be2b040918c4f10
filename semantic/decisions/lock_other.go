//go:build !unix

package decisions

import "sync"

var fallbackLock sync.Mutex

// lockFile serialises writers within this process only: on systems without
// flock, concurrent writes from several processes may lose entries (see
// docs/decision-store.md).
func lockFile(string) (func(), error) {
	fallbackLock.Lock()
	return fallbackLock.Unlock, nil
}
