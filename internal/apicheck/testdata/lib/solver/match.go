package solver

import "example.org/m/lib/internal/peer"

type Match struct {
	Peer  *peer.Client // finding
	peer  *peer.Client
	Games int
}

type Clients []*peer.Client // finding

func Play(c *peer.Client) error { return nil } // finding

func Start() (*peer.Client, error) { return nil, nil } // finding

func (m *Match) Opponent() map[string]*peer.Client { return nil } // finding

func (m *Match) run(c *peer.Client) {}

func helper(c *peer.Client) {}
