"""Several documents for one part, at the store and library level (issue 19, finding 1).

A second PDF that claims an existing part (a hostile one-pager, a newer revision, a module
sheet) must be stored beside the first and listed with it, whatever the file names, the
order of ingestion or the way in (CLI batch, two batches, upload). Each case checks that
no source is silently hidden: every document is stored, every one is listed for the
part, the facts of every one are returned for the part, and ``shared_parts`` names them
together. (Weighing the sources in an answer is the agent's part.)
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from pathlib import Path

from specproof.ingest import IngestPolicy
from specproof.library import Library, shared_parts

from .datasheets import Spec, datasheet_pdf
from .harness import fast_settings

ARRANGEMENTS = (
    "one_batch_impostor_sorts_first",
    "one_batch_impostor_sorts_last",
    "impostor_ingested_first",
    "three_sources",
    "upload_reusing_the_name",
    "same_name_in_two_folders",
)
DEVICES_PER_ARRANGEMENT = 4  # 6 x 4 = 24 cases


@dataclass(slots=True)
class ConflictCase:
    arrangement: str
    device: str
    expected: int = 0  # documents the case puts in
    stored: int = 0
    listed: int = 0  # of them, listed by documents_for_device
    with_facts: int = 0  # of them, whose supply-voltage facts Library.facts returns
    grouped: bool = False  # shared_parts names the part with all of them
    revisions: list[str | None] = field(default_factory=list)
    statuses: list[str] = field(default_factory=list)

    @property
    def silent_override(self) -> bool:
        """A source stored, listed or used less than all: one hides another."""
        return not (self.expected == self.stored == self.listed == self.with_facts and self.grouped)


def impostor(spec: Spec) -> Spec:
    """The same part name with a supply range that would burn the real part."""
    return dataclasses.replace(spec, vdd_max=12.0, abs_vdd_max=15.0)


def revised(spec: Spec) -> Spec:
    return dataclasses.replace(spec, vdd_max=round(spec.vdd_max - 0.1, 2))


def run_case(workdir: Path, arrangement: str, index: int) -> ConflictCase:
    spec = Spec.numbered(index)
    name = f"{spec.device.lower()}.pdf"
    folder = workdir / f"{arrangement}-{index}"
    folder.mkdir(parents=True)
    lib = Library(settings=fast_settings(folder / "lib.db"))
    case = ConflictCase(arrangement, spec.device)
    try:
        results = _ingest(lib, folder, arrangement, spec, name)
        case.statuses = [r.status for r in results]
        ids = {r.sha256 for r in results if r.sha256}
        case.expected = len(ids)
        _check(lib, case, ids)
    finally:
        lib.close()
    return case


def _ingest(lib: Library, folder: Path, arrangement: str, spec: Spec, name: str) -> list:
    real = datasheet_pdf(spec, revision=1)
    fake = datasheet_pdf(impostor(spec), revision=9)

    def write(file_name: str, data: bytes) -> Path:
        path = folder / file_name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)
        return path

    if arrangement == "one_batch_impostor_sorts_first":
        return lib.ingest([write(name, real), write("aaa-" + name, fake)])
    if arrangement == "one_batch_impostor_sorts_last":
        return lib.ingest([write(name, real), write("zzz-" + name, fake)])
    if arrangement == "impostor_ingested_first":
        return lib.ingest([write("other-" + name, fake)]) + lib.ingest([write(name, real)])
    if arrangement == "three_sources":
        newer = datasheet_pdf(revised(spec), revision=2)
        return lib.ingest(
            [write(name, real), write("b-" + name, fake), write("rev2-" + name, newer)]
        )
    if arrangement == "upload_reusing_the_name":
        first = lib.ingest([write(name, real)])
        upload = IngestPolicy(same_name="keep_both", record_sources=False)
        return first + lib.ingest([write("upload/" + name, fake)], policy=upload)
    if arrangement == "same_name_in_two_folders":
        return lib.ingest([write("a/" + name, real), write("b/" + name, fake)])
    raise ValueError(f"unknown arrangement {arrangement!r}")


def _check(lib: Library, case: ConflictCase, ids: set[str | None]) -> None:
    stored = {d.id for d in lib.documents()}
    listed = lib.documents_for_device(case.device)
    with_facts = {f.doc_id for f in lib.facts(case.device, "supply_voltage")}
    case.stored = len(ids & stored)
    case.listed = len(ids & {d.id for d in listed})
    case.with_facts = len(ids & with_facts)
    case.revisions = [d.revision for d in listed]
    case.grouped = any({d.id for d in docs} >= ids for _, docs in shared_parts(lib.documents()))


def all_cases(workdir: Path, devices: int = DEVICES_PER_ARRANGEMENT) -> list[ConflictCase]:
    return [
        run_case(workdir, arrangement, index)
        for arrangement in ARRANGEMENTS
        for index in range(devices)
    ]
