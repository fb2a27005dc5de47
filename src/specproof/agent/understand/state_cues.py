"""Cues in a clause that turn a general field into its specific sibling, or place a
request in an operating state: a regulator's current with no load is its quiescent current,
a current in pulses a peak rating, a time after power-on a warm-up, a sensitivity at a bit
rate a radio's; a draw while the part sleeps is its standby current.

The phrases that name the fields themselves are in :mod:`.lexicon`.
"""

from __future__ import annotations

import re

# The operating state a clause names turns a general field into its specific sibling. Each
# holds for any datasheet: a regulator's current with no load is its quiescent current; a
# current in pulses is a peak rating; a time after power-on is a warm-up; a sensitivity at
# a bit rate, spreading factor or PHY belongs to a radio receiver.
# a voltage the part gives to another ("the card supply it provides to a 3 V card"): its output
GIVES_TO_A_PART = re.compile(
    r"\b(?:give|provide|deliver|supply|output)s?\s+(?:to\s+)?(?:an?|the|its|my)\s+(?:\S+\s+){0,4}"
    r"(?:card|load|device|sensor|module|port|peripheral|led|accessory|phone)s?\b"
)

NO_LOAD = re.compile(
    r"\bno[- ]load|nothing (?:connected|attached)|without (?:a |any )?load|\bunloaded|"
    r"(?:zero|no) (?:output |load )current"
)

PULSED = re.compile(
    r"\bpulse[sd]?\b|\bsurges?\b|\bpeak\b|\bmomentar\w*|\btransient|\bbursts?\b|\binstantaneous|"
    r"\bbriefly\b|short[- ](?:time|duration|term)"
)

# A current the part takes from its supply (drawn, budgeted for, consumed) versus one it
# puts out to a load (delivered, sourced, limited): "peak current" names either, and only
# the verb or noun around it says which.
CONSUMED = re.compile(
    r"\b(?:draw\w*|budget\w*|consum\w*|pull\w*|plan\w* for|allow for|provision\w*|takes?|needs?|"
    r"requires?|from (?:the |its |a |my )?(?:[\d.]+ ?v )?(?:supply|battery|rail|source|cell))\b|"
    r"\bsupply current\b|\bon (?:a |the )?[\d.]+ ?v\b|"
    # "peak current during a transmit burst": what a radio draws while it sends
    r"\b(?:during|while|when|in) (?:an? |the |each )?(?:transmit\w*|tx\b|transmission|sending)"
)

# "what peak must my supply provide": the supply gives it, so the part draws it
SUPPLY_GIVES = re.compile(
    r"\b(?:supply|battery|psu|adapter|cell|power source)\b[^.?]{0,20}\b(?:provid|deliver|sourc|suppl)\w*"
)

DELIVERED = re.compile(
    r"\b(?:deliver\w*|sourc\w*|sink\w*|provid\w*|output|outputs|load|switch\w*|limit\w*|"
    r"drive|drives|driving|short[- ]circuit|regulator|ldo|driver|mosfet|fet)\b"
)

STEADY = re.compile(r"\bcontinuous\w*|\brms\b|\bsteady\b|\bdc\b")

POWER_ON = re.compile(
    r"power(?:ing)?[- ]?(?:on|up)\b|\b(?:after|since|from) (?:power\w*|reset|applying power|"
    r"(?:switch|turn)\w* (?:it |the \w+ )?on)\b|"
    r"\bboot|warm[- ]?up|pre-?heat|\bheater\b|start[- ]?up|cold start|conditioning|burn-in|run-in|\baging\b|"
    # "after waking it", "once it wakes from sleep": a wait before readings are good again
    r"\b(?:after|once|when)\b[^.?]{0,20}\bwak(?:e|es|ing)\b|\bwake[- ]?up\b"
)

RADIO_CONTEXT = re.compile(
    r"\d ?[kmg]?bps\b|\b[kmg]bps\b|\bsf ?\d+\b|spreading factor|\bble\b|bluetooth|\blora\b|\bg?fsk\b|"
    r"\bo-?qpsk\b|\book\b|\bphy\b|\b[12] ?m phy\b|\b[12]m\b|\bdbm\b|\bradio\b|\breceiv\w*|\brx\b|"
    r"wi-?fi|802\.1[15]|zigbee|modulation|\bpackets?\b"
)

# a measurand or a sensor named with an output voltage: the output is a signal
SIGNAL_CONTEXT = re.compile(
    r"\bsensor\b|\bppm\b|%\s?rh\b|\bgauss\b|\blux\b|\b[hk]pa\b|\bprobe\b|\btransducer\b|"
    r"zero[- ](?:current|field|pressure|g|flux)|\bconcentration\b|\bgas\b|\bmagnetic field\b"
)

REGULATOR_CONTEXT = re.compile(
    r"\bregulat\w*|\bldo\b|\bbuck\b|\bboost\b|\bconverter\b|\biout\b|\bvin\b"
)

TURN_ON = re.compile(r"\bturn\w* (?:it )?on\b|\bconduct\w*|\bthreshold\b|\bswitch\w* (?:it )?on\b")

# a programmable gain or an ADC sets the span of an analog input, not of a measurand
ADC_CONTEXT = re.compile(r"\bpga\b|\bgain (?:of |setting |= ?)?\d|\badc\b|\bdifferential input")

SENSOR_GAIN = re.compile(r"\bmv\b|\blsb|\bcounts?\b|gauss|(?:/|per )(?:a|amps?|g)\b")


# the part at work while its bus idles: "while a temperature conversion is running (I2C bus
# inactive)" asks the conversion current, not the standby current
AT_WORK = re.compile(
    r"\b(?:during|while|in) (?:a |an |the )?(?:temperature |adc )?(?:conversion|measurement)s?\b"
    r"|\bconversion (?:is )?running\b|\b(?:while|when) (?:it is |it's )?(?:converting|measuring|transmitting)\b"
    # "with only the accelerometer active (gyro and DMP disabled)": one block still at work
    r"|\bonly (?:the )?[\w'-]+(?: [\w-]+)? (?:active|on|enabled|running)\b",
    re.I,
)


STANDBY_WORDS = re.compile(
    r"(?<!opposed to )(?<!not )(?<!than )(?<!of )(?:sleep|standby|power(?:ed)?[- ]?down|shut[- ]?down|\bidle|"
    r"\basleep\b|\bbackup\b|battery[- ]backup|keep(?:s|ing)? time|timekeeping|(?:turned|switched|powered|shut) off|\bdisabled\b|"
    # between duty cycles, with the interface quiet or the enable pin released
    # ("between two triggers", "between pings": a ranger idles between its shots)
    r"between (?:two |the )?(?:measurements|conversions|readings|samples|transmissions|bursts|"
    r"triggers|pings|shots|pulses|wake-?ups)|\binactive\b|"
    r"power[- ]?sav\w*|\bpsm\b|\bedrx\b|\bhibernat\w*|\bdormant\b|\bwaiting (?:for|between)\b|\bsystem[- ]off\b|\boff[- ]mode\b|\bstop mode\b|\bmode stop\b|"
    r"(?:it is|it's|is|when|while) off\b|"
    # a charger whose charge ended or was disabled: it idles ("standby (charge terminated)")
    r"\bcharg(?:e|ing) (?:has |is )?(?:terminated|ended|finished|completed|done)\b|"
    r"\bcharge termination\b|\b(?:cell|battery) is (?:full|fully charged)\b|"
    r"\bcharg(?:er|ing) (?:is )?disabled\b|\bprog\b[^.?]{0,25}\bfloating\b|"
    # an enable pin released, or a shutdown pin asserted ("hold xshut low", "SHDN low")
    r"(?:enable|en|ce|chip[- ]enable|xshut|shdn|stby|pwdn)(?: pin| input)? (?:is |held |tied |pulled |driven )?low)"
)
