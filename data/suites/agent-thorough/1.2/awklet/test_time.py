"""strftime, systime and mktime."""
import re
import time

import pytest

from conftest import awk, out, ev, fatal

UTC = {"TZ": "UTC"}
PARIS = {"TZ": "Europe/Paris"}

# 2023-11-14 22:13:20 UTC, a Tuesday
T1 = 1700000000
# 2024-01-02 03:04:05 UTC, a Tuesday
T2 = 1704164645
# 2024-01-07 12:00:00 UTC, a Sunday
T3 = 1704628800
# 2024-01-07 00:30:00 UTC, a Sunday
T4 = 1704587400


def sf(fmt, ts, env=UTC, utc=None):
    extra = "" if utc is None else ", %s" % utc
    return ev('strftime("%s", %s%s)' % (fmt, ts, extra), env=env)


@pytest.mark.parametrize("fmt,ts,expected", [
    ("%a", T1, "Tue"), ("%A", T1, "Tuesday"), ("%b", T1, "Nov"), ("%h", T1, "Nov"),
    ("%B", T1, "November"), ("%C", T1, "20"), ("%d", T1, "14"), ("%e", T1, "14"),
    ("%D", T1, "11/14/23"), ("%F", T1, "2023-11-14"), ("%H", T1, "22"), ("%k", T1, "22"),
    ("%I", T1, "10"), ("%l", T1, "10"), ("%j", T1, "318"), ("%m", T1, "11"),
    ("%M", T1, "13"), ("%S", T1, "20"), ("%p", T1, "PM"), ("%r", T1, "10:13:20 PM"),
    ("%R", T1, "22:13"), ("%T", T1, "22:13:20"), ("%s", T1, "1700000000"),
    ("%u", T1, "2"), ("%w", T1, "2"), ("%y", T1, "23"), ("%Y", T1, "2023"),
    ("%z", T1, "+0000"), ("%Z", T1, "UTC"), ("%%", T1, "%"),
    ("%c", T1, "Tue Nov 14 22:13:20 2023"),
    ("%d", T2, "02"), ("%e", T2, " 2"), ("%H", T2, "03"), ("%k", T2, " 3"),
    ("%I", T2, "03"), ("%l", T2, " 3"), ("%p", T2, "AM"), ("%j", T2, "002"),
    ("%c", T2, "Tue Jan  2 03:04:05 2024"), ("%D", T2, "01/02/24"),
    ("%u", T3, "7"), ("%w", T3, "0"), ("%I", T3, "12"), ("%p", T3, "PM"), ("%a", T3, "Sun"),
    ("%I", T4, "12"), ("%p", T4, "AM"), ("%H", T4, "00"), ("%k", T4, " 0"),
    ("%Y-%m-%d %H:%M:%S", 0, "1970-01-01 00:00:00"), ("%C %y", 0, "19 70"),
    ("%j", 1483228799, "366"),
])
def test_strftime_conversions(fmt, ts, expected):
    assert sf(fmt, ts) == expected


def test_strftime_n_and_t():
    assert sf("a%nb%tc", T1) == "a\nb\tc"


def test_strftime_unknown_conversion_copied():
    assert sf("%Q|%q|x", T1) == "%Q|%q|x"


def test_strftime_trailing_percent_copied():
    assert sf("ab%", T1) == "ab%"


def test_strftime_plain_text():
    assert sf("year:%Y!", T1) == "year:2023!"


def test_strftime_timestamp_truncated():
    assert sf("%S", 1.9) == "01"


def test_strftime_negative_timestamp_truncated_toward_zero():
    assert sf("%Y-%m-%d %H:%M:%S", -1.5) == "1969-12-31 23:59:59"


def test_strftime_string_timestamp():
    assert sf("%Y", '"1700000000"') == "2023"


def test_strftime_local_zone_paris():
    assert sf("%H %z %Z", 0, env=PARIS) == "01 +0100 CET"


def test_strftime_local_zone_paris_summer():
    assert sf("%H %z %Z", 1690000000, env=PARIS) == "06 +0200 CEST"


def test_strftime_new_york():
    assert sf("%Y-%m-%d %H %z", 0, env={"TZ": "America/New_York"}) == "1969-12-31 19 -0500"


def test_strftime_etc_zone():
    assert sf("%H %z", 0, env={"TZ": "Etc/GMT-2"}) == "02 +0200"


def test_strftime_utc_flag():
    assert sf("%H %Z", 0, env=PARIS, utc=1) == "00 UTC"


def test_strftime_utc_flag_false():
    assert sf("%H", 0, env=PARIS, utc=0) == "01"


def test_strftime_empty_TZ_is_utc():
    assert sf("%H %Z", 0, env={"TZ": ""}) == "00 UTC"


def test_strftime_unknown_TZ_is_utc():
    assert sf("%H %z %Z", 0, env={"TZ": "Nowhere/Invalid_City"}) == "00 +0000 UTC"


def test_strftime_year_9999_ok():
    assert sf("%Y-%m-%d", 253402300799, utc=1) == "9999-12-31"


def test_strftime_year_1_ok():
    assert sf("%m-%d %H", -62135596800, utc=1) == "01-01 00"


def test_strftime_out_of_range_after_9999():
    r = awk('BEGIN { print "a"; x = strftime("%Y", 253402300800, 1) }', env=UTC)
    fatal(r, "strftime: timestamp out of range", stdout="a\n")


def test_strftime_out_of_range_huge():
    fatal(awk('BEGIN { x = strftime("%Y", 1e20) }', env=UTC), "strftime: timestamp out of range")


def test_strftime_out_of_range_before_year_1():
    fatal(awk('BEGIN { x = strftime("%Y", -62135596801, 1) }', env=UTC), "strftime: timestamp out of range")


def test_strftime_nan_out_of_range():
    fatal(awk('BEGIN { x = strftime("%Y", log(-1)) }', env=UTC), "strftime: timestamp out of range")


def test_strftime_result_is_string():
    assert ev('typeof(strftime("%Y", 0))', env=UTC) == "string"


def test_strftime_default_format():
    o = ev("strftime()", env=UTC)
    assert re.fullmatch(r"[A-Z][a-z]{2} [A-Z][a-z]{2} [ 123]\d \d\d:\d\d:\d\d UTC \d{4}", o), o


def test_strftime_format_only_uses_now():
    before = time.gmtime(time.time()).tm_year
    o = ev('strftime("%Y")', env=UTC)
    after = time.gmtime(time.time()).tm_year
    assert o in (str(before), str(after))


def test_systime_current():
    t0 = int(time.time())
    o = int(ev("systime()"))
    t1 = int(time.time())
    assert t0 - 1 <= o <= t1 + 1


# ---------- mktime ----------

@pytest.mark.parametrize("spec,expected", [
    ("1970 01 01 00 00 00", "0"),
    ("2023 11 14 22 13 20", "1700000000"),
    ("2023 13 01 00 00 00", "1704067200"),
    ("2024 03 00 00 00 00", "1709164800"),
    ("2023 11 14 24 00 00", "1700006400"),
    ("1970 01 01 00 00 60", "60"),
    ("1969 12 31 23 59 59", "-1"),
    ("1970 01 02 00 00 -10", "86390"),
    ("  1970 01 01 00 01 00  ", "60"),
    ("1970\t01\t01\t00\t00\t05", "5"),
    ("1970 01 01 00 00 00 1", "0"),
    ("1970 01 01 00 00 00 -1", "0"),
    ("+1970 +01 +01 +00 +00 +07", "7"),
    ("2000 1 1 0 0 0", "946684800"),
    ("1970 01 01 00 00", "-1"),
    ("1970 01 01 00 00 00 0 0", "-1"),
    ("1970 01 01 00 00 xx", "-1"),
    ("1970 01 01 00 00 1.5", "-1"),
    ("1970 01 01 00 00 2000000000", "-1"),
    ("", "-1"),
    ("1970 01 01 00 00 1000000000", "1000000000"),
])
def test_mktime_utc(spec, expected):
    assert ev('mktime("%s", 1)' % spec) == expected


def test_mktime_local_paris():
    assert ev('mktime("1970 01 01 01 00 00")', env=PARIS) == "0"


def test_mktime_local_utc_env():
    assert ev('mktime("2023 11 14 22 13 20")', env=UTC) == "1700000000"


def test_mktime_utc_flag_ignores_TZ():
    assert ev('mktime("1970 01 01 00 00 00", 1)', env=PARIS) == "0"


def test_mktime_local_paris_summer():
    assert ev('mktime("2023 07 22 06 26 40")', env=PARIS) == "1690000000"


def test_mktime_dst_field_ignored_local():
    assert ev('mktime("2023 07 22 06 26 40 0")', env=PARIS) == "1690000000"


def test_mktime_strftime_roundtrip():
    assert ev('strftime("%Y %m %d %H %M %S", mktime("2021 02 29 10 00 00", 1), 1)') == "2021 03 01 10 00 00"
