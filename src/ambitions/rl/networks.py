"""A policy network for sb3-contrib's ``MaskablePPO`` that scores the legal actions by their
index (`ambitions.rl.slots`): `SlotPolicy`. Needs PyTorch and sb3-contrib (``pip install
"ambitions[rl-train]"``); imported only by code that trains or loads such a policy.

Each action index is described by tokens of its text (``move 1.3 1.0 2 1``: the kind ``move``,
each word at its place, ``move|1|1.3``..., and each word anywhere, ``|1.3``...), so what is learnt
about one action carries over to its relatives (the same system, the same card, the same kind).
An action's embedding is the sum of its tokens' embeddings; its score is that embedding against
a query computed from the seat's observation, plus a learnt prior per token. The work per
decision grows with the number of slots, not with the size of the action space. The tokens come
from the game's encodings (`Encodings.index_action`), so the network is the same for every game
that has them.
"""

from __future__ import annotations

from typing import Any, Final

import numpy as np
import numpy.typing as npt
import torch
from sb3_contrib.common.maskable.policies import MaskableActorCriticPolicy
from torch import nn

from ambitions.core.registry import default_game
from ambitions.rl.encodings import Encodings, encodings_for

MAX_TOKENS: Final = 24
"""Tokens kept per action (Arcs' longest action, nine words, has 17)."""

_TOKENS: dict[str, tuple[npt.NDArray[np.int64], int]] = {}


def action_tokens(encodings: Encodings) -> tuple[npt.NDArray[np.int64], int]:
    """(a table of token ids, one row per slot value: row 0 the empty slot, row ``i + 1`` the
    action at index ``i``, 0-padded; the number of distinct tokens, padding included)."""
    found = _TOKENS.get(encodings.game)
    if found is not None:
        return found
    vocabulary: dict[str, int] = {"": 0}
    rows: list[list[int]] = [[]]
    families = encodings.action_layout()
    for start, count, text in families:
        for i in range(start, start + count):
            try:
                words = str(encodings.index_action(None, i)).split()
            except Exception:  # a game whose actions need a state to be built: its family only
                words = [text.split()[0] if text else f"family{start}"]
            kind = words[0]
            names = (
                [kind]
                + [f"{kind}|{k}|{w}" for k, w in enumerate(words[1:], 1)]
                + [f"|{w}" for w in words[1:]]
            )
            rows.append([vocabulary.setdefault(name, len(vocabulary)) for name in names[:MAX_TOKENS]])
    width = max(len(r) for r in rows)
    table = np.zeros((len(rows), width), dtype=np.int64)
    for r, row in enumerate(rows):
        table[r, : len(row)] = row
    _TOKENS[encodings.game] = (table, len(vocabulary))
    return table, len(vocabulary)


class SlotNet(nn.Module):  # type: ignore[misc, unused-ignore]
    """The policy's body: (slot scores, value features) from a slot view."""

    def __init__(self, encodings: Encodings, slots: int, embed: int, hidden: int) -> None:
        super().__init__()
        tokens, vocabulary = action_tokens(encodings)
        self.state_dim = int(np.prod(encodings.observation_shape))
        self.slots = slots
        self.register_buffer("tokens", torch.as_tensor(tokens), persistent=False)
        self.state_net = nn.Sequential(
            nn.Linear(self.state_dim, hidden), nn.ReLU(), nn.Linear(hidden, hidden), nn.ReLU()
        )
        self.embed = nn.EmbeddingBag(vocabulary, embed, mode="sum", padding_idx=0)
        self.prior = nn.EmbeddingBag(vocabulary, 1, mode="sum", padding_idx=0)
        nn.init.normal_(self.embed.weight, std=0.1)
        nn.init.zeros_(self.prior.weight)
        self.query = nn.Linear(hidden, embed)
        self.critic = nn.Sequential(nn.Linear(hidden, hidden), nn.ReLU())
        self.latent_dim_pi = slots
        self.latent_dim_vf = hidden

    def _state(self, x: Any) -> Any:
        return self.state_net(x[:, : self.state_dim])

    def _scores(self, x: Any, state: Any) -> Any:
        table: Any = self.tokens
        places = x[:, self.state_dim : self.state_dim + self.slots].round().long().clamp(0, len(table) - 1)
        tokens = table[places.reshape(-1)]  # (batch * slots, tokens)
        actions = self.embed(tokens).reshape(x.shape[0], self.slots, -1)
        prior = self.prior(tokens).reshape(x.shape[0], self.slots)
        return (actions * self.query(state).unsqueeze(1)).sum(-1) + prior

    def forward(self, x: Any) -> tuple[Any, Any]:
        state = self._state(x)
        return self._scores(x, state), self.critic(state)

    def forward_actor(self, x: Any) -> Any:
        return self._scores(x, self._state(x))

    def forward_critic(self, x: Any) -> Any:
        return self.critic(self._state(x))


class SlotPolicy(MaskableActorCriticPolicy):  # type: ignore[misc, unused-ignore]
    """``MaskablePPO(SlotPolicy, LegalSlots(env), policy_kwargs={"game": "arcs"})``: a policy
    over `ambitions.rl.slots` views of `game` (None: the default game; the slot scores are the
    logits)."""

    def __init__(
        self,
        observation_space: Any,
        action_space: Any,
        lr_schedule: Any,
        game: str | None = None,
        embed: int = 32,
        hidden: int = 128,
        **kwargs: Any,
    ) -> None:
        self.game = game if game is not None else default_game()
        self.embed_size = embed
        self.hidden_size = hidden
        super().__init__(observation_space, action_space, lr_schedule, **kwargs)

    def _build_mlp_extractor(self) -> None:
        space: Any = self.action_space
        body: Any = SlotNet(encodings_for(self.game), int(space.n), self.embed_size, self.hidden_size)
        self.mlp_extractor = body

    def _build(self, lr_schedule: Any) -> None:
        super()._build(lr_schedule)
        self.action_net = nn.Identity()  # the slot scores are the logits
        optimizer: Any = self.optimizer_class
        self.optimizer = optimizer(self.parameters(), lr=lr_schedule(1), **self.optimizer_kwargs)

    def _get_constructor_parameters(self) -> dict[str, Any]:
        data: dict[str, Any] = super()._get_constructor_parameters()
        data.update(game=self.game, embed=self.embed_size, hidden=self.hidden_size)
        return data
