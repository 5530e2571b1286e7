package peer

type Client struct{}
