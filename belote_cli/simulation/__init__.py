"""Batch simulation: many deals played by bots, statistics accumulated chunk by chunk.

One module per job:

- ``config``: the run's configuration (``SimulationConfig``, ``KnownHand``) and seeds
  (``seed_base``, ``deal_key``, ``DiscoveryDraws``);
- ``deals``: one deal played from its generator (``play_classic``, ``play_coinche_deal``,
  ``play_discovery_deal``, ``known_deck``, ``opening_passes``, ``round_two_passes``) and
  its ``DealResult``;
- ``stats``: the streaming statistics (``Moments``, ``Stats``, ``wilson``, ``Summary``);
- ``rows``: what is written per deal (the CSV row, the deal-file block);
- ``runner``: chunks and worker processes, or a Dask cluster's workers (``run_chunk``,
  ``chunk_results``, ``simulate``);
- ``text_report`` and ``json_report``: the two reports of a run.

The names below are the package's interface, imported by the ``simulate`` command.
"""

from __future__ import annotations

from ..bots.registry import default_bot
from ..system.workers import default_jobs
from .config import (
    BLOCK,
    CHOICES,
    CHUNK_SIZE,
    DISCOVERY_DRAWS,
    HAND_OPTIONS,
    HAND_PARAMETERS,
    ROUNDS,
    SCENARIOS,
    STREAMS,
    DiscoveryDraws,
    KnownHand,
    SimulationConfig,
    check_config,
    check_hand_game,
    choice_name,
    deal_key,
    parse_known_hand,
    round_two_choices,
    seed_base,
)
from .deals import (
    DealResult,
    known_deck,
    opening_passes,
    play_classic,
    play_coinche_deal,
    play_discovery_deal,
    round_two_passes,
)
from .json_report import announcements_json, coinche_json, report_json, stats_json
from .rows import (
    CSV_ANNOUNCE_FIELDS,
    CSV_COINCHE_FIELDS,
    CSV_FIELDS,
    csv_fields,
    csv_row,
    numbered_block,
)
from .runner import (
    CLUSTER_CHUNK_MIN,
    ChunkResult,
    chunk_results,
    chunk_size_for,
    cluster_chunk_size,
    run_chunk,
    simulate,
)
from .stats import (
    HIST_BINS,
    LABEL_INDEX,
    LEVEL_INDEX,
    MAX_FAILURES,
    Z95,
    Moments,
    Stats,
    Summary,
    round_two_verdict,
    t_quantile,
    wilson,
)
from .text_report import choice_label, choice_verdict, histogram, report_text, take_verdict

__all__ = [
    "BLOCK",
    "CHOICES",
    "CLUSTER_CHUNK_MIN",
    "CHUNK_SIZE",
    "CSV_ANNOUNCE_FIELDS",
    "CSV_COINCHE_FIELDS",
    "CSV_FIELDS",
    "ChunkResult",
    "DISCOVERY_DRAWS",
    "DealResult",
    "DiscoveryDraws",
    "HAND_OPTIONS",
    "HAND_PARAMETERS",
    "HIST_BINS",
    "KnownHand",
    "LABEL_INDEX",
    "LEVEL_INDEX",
    "MAX_FAILURES",
    "Moments",
    "ROUNDS",
    "SCENARIOS",
    "STREAMS",
    "SimulationConfig",
    "Stats",
    "Summary",
    "Z95",
    "announcements_json",
    "check_config",
    "check_hand_game",
    "choice_label",
    "choice_name",
    "choice_verdict",
    "chunk_results",
    "chunk_size_for",
    "cluster_chunk_size",
    "coinche_json",
    "csv_fields",
    "csv_row",
    "deal_key",
    "default_bot",
    "default_jobs",
    "histogram",
    "known_deck",
    "numbered_block",
    "opening_passes",
    "parse_known_hand",
    "play_classic",
    "play_coinche_deal",
    "play_discovery_deal",
    "report_json",
    "report_text",
    "round_two_choices",
    "round_two_passes",
    "round_two_verdict",
    "run_chunk",
    "seed_base",
    "simulate",
    "stats_json",
    "t_quantile",
    "take_verdict",
    "wilson",
]
