"""A factual question that sets a scene before it asks: the parts its question sentence
names are the parts asked; a part named only in the scene answers nothing. Names are
made up."""

from __future__ import annotations

import re

from specproof.agent.understand import DeviceMention, build_question


def _mentions(question: str, devices: list[str]) -> list[DeviceMention]:
    out = []
    for name in devices:
        sheet = name.split("-")[0].lower()  # versions of one family share its sheet
        for m in re.finditer(re.escape(name), question):
            out.append(DeviceMention(name, sheet, f"{sheet}.pdf", name, m.start(), m.end()))
    return sorted(out, key=lambda m: m.start)


def _asked(question: str, devices: list[str], unknown: tuple[str, ...] = ()) -> list[str]:
    record = build_question(question, _mentions(question, devices), unknown)
    return [m.device for m in record.devices]


def test_another_version_named_only_before_the_question_is_the_scene() -> None:
    question = "The QX-10 runs my pump at 12 V. If I use a QX-20 instead, what is its max current?"
    assert _asked(question, ["QX-10", "QX-20"]) == ["QX-20"]


def test_another_part_in_the_scene_stays_asked_about() -> None:
    # the heater beside the sensor may bear on the answer
    question = "A KH-3 heater sits next to my RS-04. What distance error will the RS-04 show?"
    assert _asked(question, ["KH-3", "RS-04"]) == ["KH-3", "RS-04"]


def test_a_question_about_several_parts_keeps_them_all() -> None:
    question = "I have a QX-10 and a QX-20. What is the max current of each?"
    assert _asked(question, ["QX-10", "QX-20"]) == ["QX-10", "QX-20"]
    one = "What is the max current of the QX-10 and of the QX-20?"
    assert _asked(one, ["QX-10", "QX-20"]) == ["QX-10", "QX-20"]


def test_a_question_naming_no_part_asks_about_the_scene() -> None:
    question = "My QX-10 gets warm at 12 V. What is its max current?"
    assert _asked(question, ["QX-10"]) == ["QX-10"]


def test_a_look_alike_the_library_lacks_is_no_question_about_the_part_it_resembles() -> None:
    # the board was sold as one part but carries another maker's look-alike
    question = "My 'KM5883L' board has an RM5883L chip on it. What address does the RM5883L use?"
    assert _asked(question, ["KM5883L"], ("RM5883L",)) == []
